/**
 * A new task: the browser may paint and handle input before the rest runs (issue 22: no task of a
 * page's start-up should block for long). A message, as React's scheduler uses, not a timer: timers
 * may be held back (a page's fake clock in tests, a throttled background tab), and the page must
 * still come alive.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
