// A small demo web component that the seeded applications register (hosted by the shell at /wc/{app}/{tag}).
// It reads its application's name from the `application-name` attribute and the page language from <html lang>,
// and uses the shell's theme variables (CSS custom properties cross the shadow boundary).
const texts = {
  "pt-BR": {
    lead: "Este conteúdo é um componente web registrado pela aplicação e hospedado pelo Sabiá.",
    status: "Componente carregado",
  },
  en: {
    lead: "This content is a web component registered by the application and hosted by Sabiá.",
    status: "Component loaded",
  },
  es: {
    lead: "Este contenido es un componente web registrado por la aplicación y alojado por Sabiá.",
    status: "Componente cargado",
  },
};

class SabiaAppHome extends HTMLElement {
  static observedAttributes = ["application-name"];

  connectedCallback() {
    this.render();
  }

  attributeChangedCallback() {
    this.render();
  }

  render() {
    const root = this.shadowRoot ?? this.attachShadow({ mode: "open" });
    const language = document.documentElement.lang in texts ? document.documentElement.lang : "pt-BR";
    const text = texts[language];
    const name = this.getAttribute("application-name") ?? "";
    root.innerHTML = "";
    const style = document.createElement("style");
    style.textContent =
      ":host{display:block}section{border:1px solid var(--color-border);border-radius:8px;padding:16px;background:var(--color-surface);color:var(--color-text)}h2{margin:0 0 8px;font-size:1.25rem}p{margin:0 0 8px}";
    const section = document.createElement("section");
    const heading = document.createElement("h2");
    heading.textContent = name;
    const lead = document.createElement("p");
    lead.textContent = text.lead;
    const status = document.createElement("p");
    status.setAttribute("role", "status");
    status.textContent = text.status;
    section.append(heading, lead, status);
    root.append(style, section);
  }
}

if (!customElements.get("sabia-app-home")) customElements.define("sabia-app-home", SabiaAppHome);
