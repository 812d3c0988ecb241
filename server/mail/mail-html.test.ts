import { describe, expect, it } from "vitest";
import { maskedCpf, textAndHtml } from "./mail-html.ts";

describe("purchase e-mails' HTML part", () => {
  it("escapes the text, keeps its paragraphs and makes only the given link clickable", () => {
    const link = "https://sabia.dev/minhas-compras/detalhes?compra=7&x=<y>";
    const message = textAndHtml(
      "pt-BR",
      "a@b.co",
      "Assunto",
      `Olá, <script>alert("x")</script> & 'c'.\nLinha 2\n\nVeja ${link}\n\njavascript:alert(1)`,
      link,
    );
    expect(message.html).not.toMatch(/<script|<y>/);
    expect(message.html).toContain(
      "&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;c&#39;.<br>Linha 2",
    );
    expect(message.html).toContain(
      `<a href="https://sabia.dev/minhas-compras/detalhes?compra=7&#38;x=&#60;y&#62;">`,
    );
    expect(message.html!.match(/<a /g)).toHaveLength(1);
    expect(message.html!.match(/<p>/g)).toHaveLength(3);
    expect(message.text).toContain("<script>");
  });

  it("links nothing that is not http(s)", () => {
    const message = textAndHtml("en", "a@b.co", "S", "Go javascript:alert(1)", "javascript:alert(1)");
    expect(message.html).not.toContain("<a ");
  });

  it("shows only the middle six digits of a CPF", () => {
    expect(maskedCpf("529.982.247-25")).toBe("***.982.247-**");
    expect(maskedCpf("52998224725")).toBe("***.982.247-**");
    expect(maskedCpf("123")).toBeNull();
    expect(maskedCpf(null)).toBeNull();
  });
});
