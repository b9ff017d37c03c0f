// Just enough of a browser for the board renderers to draw into the
// SVG-recording context (www/js/boards/svg-context.js) in Node, at build time: SVG
// elements that serialise to markup, a text measurer, Path2D and a window.
// Text width is estimated (0.6 em a character): the pictures' only text is
// the coordinate labels, centred on their points.

const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

class PictureElement {
  constructor(tag) {
    this.tag = tag;
    this.attributes = new Map();
    this.children = [];
    this.style = {};
    this.textContent = '';
  }

  setAttribute(name, value) { this.attributes.set(name, String(value)); }
  append(...children) { this.children.push(...children); }
  prepend(...children) { this.children.unshift(...children); }
}

function markup(element, top = false) {
  const attributes = [...element.attributes];
  if (top) attributes.unshift(['xmlns', 'http://www.w3.org/2000/svg']);
  // The context sets a text's font through its style; as an attribute it is
  // presentation, not a style attribute.
  if (element.style.font) attributes.push(['font', element.style.font]);
  const open = `<${element.tag}${attributes.map(([name, value]) => ` ${name}="${escape(value)}"`).join('')}`;
  const inner = element.children.map((child) => markup(child)).join('') + escape(element.textContent);
  return inner ? `${open}>${inner}</${element.tag}>` : `${open}/>`;
}

/** Installs the globals; returns `serialize(svgElement)`, an SVG file's text. */
export function installPictureDom() {
  const measurer = {
    font: '10px sans-serif',
    measureText(text) {
      const size = Number(/([\d.]+)px/.exec(this.font)?.[1] ?? 10);
      return { width: String(text).length * size * 0.6 };
    },
  };
  globalThis.document = {
    createElementNS: (namespace, tag) => new PictureElement(tag),
    createElement: (tag) => (tag === 'canvas' ? { getContext: () => measurer } : new PictureElement(tag)),
  };
  globalThis.window = { innerWidth: 1280, innerHeight: 800, devicePixelRatio: 1, matchMedia: () => ({ matches: false }) };
  globalThis.Path2D = class Path2D {};
  return { serialize: (svg) => `${markup(svg, true)}\n` };
}
