import { options } from 'preact';

// The browser runs React's API on Preact (docs/decisions/0047-preact-in-the-browser.md). Preact
// runs effects only after the next frame (requestAnimationFrame, then a timeout); React runs them
// in a task right after the commit. Every step of the first render that starts in an effect (the
// session, the page's remote, its data, its pictures) waited a frame more on Preact, and the
// page's largest paint came later than on React though its scripts were a quarter lighter. A
// message-channel task is what React's scheduler uses: after the commit, before the next frame.
export const effectChannel = new MessageChannel();
let flushEffects: (() => void) | null = null;
effectChannel.port1.onmessage = () => {
  const flush = flushEffects;
  flushEffects = null;
  flush?.();
};

options.requestAnimationFrame = (flush: () => void) => {
  flushEffects = flush;
  effectChannel.port2.postMessage(null);
};
