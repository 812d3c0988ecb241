// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { recordTypingScript } from "./record-typing.server.ts";
import { restoreTypedBeforeHydration } from "../views/ui/typed-before-hydration.ts";

const field = (id: string, type = "text") => {
  const input = document.createElement("input");
  input.id = id;
  input.type = type;
  document.body.append(input);
  return input;
};

const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
};

describe("typing before hydration", () => {
  beforeEach(() => {
    document.body.replaceChildren();
    new Function(recordTypingScript)();
  });

  it("a field rendered again in the browser gets what was typed into the server's one", () => {
    const served = field("fast-buy-name");
    type(served, "Maria Antonieta");
    served.remove();
    const rendered = field("fast-buy-name");
    const seen: string[] = [];
    rendered.addEventListener("input", () => seen.push(rendered.value));
    restoreTypedBeforeHydration(rendered);
    expect(rendered.value).toBe("Maria Antonieta");
    // An input event, so masks and onChange handlers see it as typing.
    expect(seen).toEqual(["Maria Antonieta"]);
  });

  it("what was typed before the script ran is noted too", () => {
    document.body.replaceChildren();
    const served = field("login");
    served.value = "aluno";
    new Function(recordTypingScript)();
    served.remove();
    const rendered = field("login");
    restoreTypedBeforeHydration(rendered);
    expect(rendered.value).toBe("aluno");
  });

  it("a hydrated field keeps its own text, and a later visit to the form starts empty", () => {
    const served = field("email");
    type(served, "maria@exemplo.com");
    restoreTypedBeforeHydration(served);
    expect(served.value).toBe("maria@exemplo.com");
    // Typing into a field React owns is not noted: the next form with this id starts empty.
    type(served, "outra@exemplo.com");
    served.remove();
    const later = field("email");
    restoreTypedBeforeHydration(later);
    expect(later.value).toBe("");
  });

  it("a ticked box is ticked again, and nothing is written over what the new field already holds", () => {
    const box = field("privacy", "checkbox");
    box.checked = true;
    box.dispatchEvent(new Event("change", { bubbles: true }));
    box.remove();
    const renderedBox = field("privacy", "checkbox");
    restoreTypedBeforeHydration(renderedBox);
    expect(renderedBox.checked).toBe(true);

    const served = field("cpf");
    type(served, "123");
    served.remove();
    const prefilled = field("cpf");
    prefilled.value = "529.982.247-25";
    restoreTypedBeforeHydration(prefilled);
    expect(prefilled.value).toBe("529.982.247-25");
  });
});
