function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Whether a key press may act as a screen's shortcut: not handled yet, no modifier held, not typed into a field. */
export function isShortcutKey(event: KeyboardEvent): boolean {
  return !(
    event.defaultPrevented ||
    event.altKey ||
    event.ctrlKey ||
    event.metaKey ||
    isTyping(event.target)
  );
}
