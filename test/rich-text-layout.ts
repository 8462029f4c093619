/**
 * jsdom lays nothing out: ProseMirror (the console's rich-text editor) asks a range for its
 * rectangles when it scrolls the caret into view. Tests that render the editor import this once.
 */
const NO_RECT = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
const NO_RECTS = Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;

if (typeof Range !== 'undefined') {
  Range.prototype.getClientRects ??= () => NO_RECTS;
  Range.prototype.getBoundingClientRect ??= () => NO_RECT;
}
if (typeof document !== 'undefined') document.elementFromPoint ??= () => null;

export {};
