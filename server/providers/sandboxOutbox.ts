/**
 * The sandbox provider's asynchronous notifications (a paid trade, a signed withholding agreement):
 * each is delivered 0–300 ms after the change that caused it, as a real provider's callback would
 * arrive, to the handler the app set. Tests wait on `idle()` instead of sleeping.
 */
import type { Logger } from '../runtime/log';

const MAX_NOTIFY_DELAY_MS = 300;

export type SandboxOutbox = {
  /** Calls `handler` with `subject` a little later; `what` names it in the log. */
  send(what: string, subject: string, handler: ((subject: string) => Promise<void>) | null): void;
  /** Resolves when every notification sent so far has been handled. */
  idle(): Promise<void>;
};

export function sandboxOutbox(log: Logger): SandboxOutbox {
  const deliveries = new Set<Promise<void>>();
  return {
    send(what, subject, handler) {
      if (!handler) {
        log.warn(`[pay] no notify handler for ${what} ${subject}`);
        return;
      }
      const delivery = new Promise<void>((resolve) => {
        const timer = setTimeout(
          () => {
            handler(subject)
              .catch((error: unknown) => log.error(`[pay] notification of ${what} ${subject} failed`, error))
              .finally(resolve);
          },
          Math.floor(Math.random() * MAX_NOTIFY_DELAY_MS),
        );
        timer.unref();
      });
      deliveries.add(delivery);
      void delivery.then(() => deliveries.delete(delivery));
    },
    async idle() {
      while (deliveries.size > 0) await Promise.all(deliveries);
    },
  };
}
