/** A small element builder: the overlay stays plain DOM to keep the page's added script small. */
export function h(
  tag: string,
  attributes: Record<string, string> = {},
  ...children: (Node | string | null | false)[]
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) {
    if (child === null || child === false) continue;
    element.append(child);
  }
  return element;
}

const STYLE = `
:host { all: initial; font: 13px/1.4 system-ui, sans-serif; color: #1f2937; }
.figures { display: flex; flex-wrap: wrap; gap: 4px 10px; margin: 6px 0; padding: 6px 8px;
  border-radius: 6px; background: #eef2ff; border: 1px solid #c7d2fe; }
.figures b { font-weight: 600; }
.muted { color: #6b7280; }
.panel { position: fixed; top: 80px; right: 16px; z-index: 2147483647; width: 300px;
  max-height: 80vh; overflow: auto; background: #fff; border: 1px solid #c7d2fe;
  border-radius: 10px; box-shadow: 0 8px 24px rgba(0,0,0,.15); padding: 12px; }
.panel h2 { font-size: 15px; margin: 0 0 8px; }
.panel dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 0 0 8px; }
.panel dt { color: #6b7280; } .panel dd { margin: 0; font-weight: 600; }
.panel ul { margin: 0 0 8px; padding-left: 18px; }
button, a.button { display: inline-block; margin: 4px 4px 0 0; padding: 5px 10px; border-radius: 6px;
  border: 1px solid #4338ca; background: #4338ca; color: #fff; font: inherit; cursor: pointer;
  text-decoration: none; }
button.secondary { background: #fff; color: #4338ca; }
.status { margin-top: 6px; }
.panel.suggestions { top: 60px; left: 16px; right: auto; width: 360px; }
.suggestions table { width: 100%; border-collapse: collapse; }
.suggestions th { text-align: left; color: #6b7280; font-weight: 400; }
.suggestions td { padding: 2px 4px; } .suggestions tr[data-testid] { cursor: pointer; }
.suggestions tr[data-testid]:hover { background: #eef2ff; }
`;

/** A host element with an open shadow root, so Amazon's styles and ours never meet. */
export function shadowHost(id: string, content: HTMLElement): HTMLElement {
  const host = h("inkforge-overlay", { "data-inkforge": id });
  const root = host.attachShadow({ mode: "open" });
  root.append(h("style", {}, STYLE), content);
  return host;
}

/** The page's panels, redrawn with the page; the search box's panel lives on across redraws. */
export const PAGE_OVERLAYS = 'inkforge-overlay:not([data-inkforge="search-box"])';
