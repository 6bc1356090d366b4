// Ark's dismissable layers (zag's interact-outside) start listening for a pointer outside them a
// frame and then a task after they mount. A click sent sooner lands before anyone listens: a
// person cannot click that fast, but a story or a jsdom test can (seen failing in both).
// Timers of the same delay run in order, so one frame and then one task later the layer listens.
export const outsideClickReady = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
