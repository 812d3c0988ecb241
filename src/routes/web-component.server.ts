import { data } from "react-router";
import { apiOrigin } from "../services/config.server.ts";
import { fetchWebComponent } from "../services/shell/shell.service.ts";
import { requestLanguage } from "./request-language.server.ts";

const tagPattern = /^[a-z][a-z0-9]*-[a-z0-9-]{1,60}$/;
const aliasPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;

/** The registration of {tag} by {app}: unknown (or malformed) is the 404 page, never a 500. */
export async function loadWebComponent(request: Request, app: string, tag: string) {
  if (!aliasPattern.test(app) || !tagPattern.test(tag)) throw data(null, { status: 404 });
  try {
    return await fetchWebComponent(apiOrigin(), requestLanguage(request), app, tag);
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
