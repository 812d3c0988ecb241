/** What every handler of the simulator shares: its memory, clock, identifiers, settings and webhook sender. */
import type { ControlledClock } from "./clock.ts";
import type { IdSource } from "./ids.ts";
import type { PixPspState } from "./state.ts";
import type { WebhookSender } from "./webhook-sender.ts";

export interface PixPspSettings {
  merchantName: string;
  merchantCity: string;
  /** The receiver's DICT key: the only `chave` cobs and webhooks may use. */
  receiverKey: string;
  /** host:port written in locations ("127.0.0.1:4443"); known once the API listens. */
  locationHost: string;
  /** Devoluções settle as DEVOLVIDO this long after they are asked for; undefined = only by the control API. */
  autoSettleRefundsMs?: number | undefined;
}

export interface PixPspContext {
  state: PixPspState;
  clock: ControlledClock;
  ids: IdSource;
  settings: PixPspSettings;
  webhooks: WebhookSender;
  /** Runs `task` after `ms` unless the simulator stops first. */
  later(ms: number, task: () => void): void;
}
