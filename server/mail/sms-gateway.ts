/**
 * SMS delivery through an HTTP gateway (SMS_URL): `POST {to, text}` as JSON, with `Authorization: Bearer
 * SMS_TOKEN` when a token is set. Any 2xx answer is a delivery; another status, a network error or no answer
 * within the timeout is a failure (the caller answers 502 and undoes the challenge, as for e-mail).
 */
export interface SmsGateway {
  deliver(to: string, text: string): Promise<void>;
}

export class SmsDeliveryRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "SmsDeliveryRefused";
  }
}

/** A Brazilian cellphone as the gateway expects it (E.164): "(11) 98888-7777" → "+5511988887777". */
export function e164(cellphone: string): string {
  const digits = cellphone.replace(/\D/g, "");
  if (cellphone.trim().startsWith("+")) return `+${digits}`;
  return digits.length <= 11 ? `+55${digits}` : `+${digits}`;
}

/** SMS_URL must be an absolute http(s) address; anything else stops the start. */
export function smsGateway(url: string, token?: string, timeoutMs = 10_000): SmsGateway {
  const endpoint = new URL(url);
  if (endpoint.protocol !== "http:" && endpoint.protocol !== "https:")
    throw new Error(`SMS_URL must be an http(s) URL, got "${url}"`);
  return {
    async deliver(to, text) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ to: e164(to), text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsDeliveryRefused(error instanceof Error ? error.message : String(error));
      }
      // Read (and drop) the body so the connection is released.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new SmsDeliveryRefused(`SMS gateway answered ${response.status}`);
    },
  };
}
