import { useEffect } from "react";
import { useDocumentNonce } from "./document-assets.view.tsx";
import { googleTagBootstrap, startGoogleTag, type GoogleTag } from "#src/domain/catalog/google-tag.ts";

/**
 * An institution's Google tag (settings trackingCode): the start-up inline in the server's HTML, the tag script
 * loaded async; after a client-side navigation, where inline scripts do not run, the effect starts it.
 */
export function GoogleTagScripts({ tag }: { tag: GoogleTag }) {
  useEffect(() => {
    startGoogleTag(window as unknown as Parameters<typeof startGoogleTag>[0], tag);
  }, [tag]);
  const nonce = useDocumentNonce();
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: googleTagBootstrap(tag) }} />
      <script async nonce={nonce} src={tag.src} />
    </>
  );
}
