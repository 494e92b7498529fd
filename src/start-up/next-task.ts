/**
 * A promise that resolves in a later task, so the browser can answer input and paint in between.
 * `scheduler.yield()` where the browser has it: the rest then runs before other queued tasks of the
 * page, but still after input. Elsewhere a message to ourselves: a new task without `setTimeout`'s
 * minimum delay once timeouts are nested.
 */
type YieldingScheduler = { yield?: () => Promise<void> };

export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
};
