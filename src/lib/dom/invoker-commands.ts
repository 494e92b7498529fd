/**
 * Buttons that open and close a `<dialog>` by themselves (HTML's invoker commands:
 * `commandfor` + `command`). The browser acts on the press with no script at all, so the
 * control works from the first tap, before the page's scripts have started.
 * Browsers without invoker commands get the same behaviour from the button's React click
 * handler once the page is live (`runCommandWithoutInvokers`).
 */
export type DialogCommand = "show-modal" | "close";

/**
 * The attributes, spread on a `<button>`. React 18 passes unknown lower-case attributes
 * through to the DOM as they are, but its types do not list these ones yet.
 */
export const invokerAttributes = (dialogId: string, command: DialogCommand): Record<string, string> => ({
  commandfor: dialogId,
  command,
});

const supportsInvokerCommands = (): boolean => typeof HTMLButtonElement !== "undefined" && "command" in HTMLButtonElement.prototype;

/** For a button's click handler: does what the browser would have done, where it does not. */
export const runCommandWithoutInvokers = (dialog: HTMLDialogElement | null, command: DialogCommand): void => {
  if (!dialog || supportsInvokerCommands()) return;
  if (command === "show-modal" && !dialog.open) dialog.showModal();
  if (command === "close" && dialog.open) dialog.close();
};
