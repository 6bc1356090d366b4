/**
 * Ark never counts its own trigger as "outside"; an opener outside an overlay's tree (a lazily
 * loaded dialog or drawer opened by a button elsewhere) is the same thing. React's StrictMode runs
 * the effects of an overlay that mounts open twice, and the focus trap's first teardown hands focus
 * back to the opener: counted as outside, that closed it and lost the first click.
 */
interface FocusOutsideEvent {
  detail: { target: EventTarget | null };
  preventDefault(): void;
}

export function keepOpenerInside(
  finalFocusEl: (() => HTMLElement | null) | undefined,
): ((event: FocusOutsideEvent) => void) | undefined {
  if (!finalFocusEl) return undefined;
  return (event) => {
    const opener = finalFocusEl();
    const { target } = event.detail;
    if (opener && target instanceof Node && opener.contains(target)) event.preventDefault();
  };
}
