// What a browser refuses in a chart's SVG (it logs an error and draws the shape wrong or not at all), checked in
// jsdom, which accepts anything: a viewBox that is not four numbers with a positive width and height, a geometry
// attribute that is not a finite number (NaN, undefined, "Infinity"), a path or polyline with such a number in it.
const GEOMETRY = ['x', 'y', 'width', 'height', 'rx', 'ry', 'cx', 'cy', 'r', 'x1', 'x2', 'y1', 'y2'];
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const LENGTH = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?(%|px|em|rem)?$/i;
const NOT_A_NUMBER = /NaN|undefined|null|Infinity/;

function describeElement(element: Element): string {
  const name = element.tagName.toLowerCase();
  const cls = element.getAttribute('class');
  return cls ? `<${name} class="${cls}">` : `<${name}>`;
}

/** Every invalid SVG attribute under `root`, as readable lines; empty when all are valid. */
export function svgAttributeProblems(root: ParentNode): string[] {
  const problems: string[] = [];
  for (const svg of root.querySelectorAll('svg')) {
    const viewBox = svg.getAttribute('viewBox');
    if (viewBox !== null) {
      const parts = viewBox.trim().split(/[\s,]+/);
      const numbers = parts.map(Number);
      if (parts.length !== 4 || !parts.every((p) => NUMBER.test(p)) || (numbers[2] ?? 0) <= 0 || (numbers[3] ?? 0) <= 0)
        problems.push(`${describeElement(svg)} viewBox="${viewBox}": four numbers, a positive width and height`);
    }
  }
  for (const element of root.querySelectorAll('svg, svg *')) {
    for (const name of GEOMETRY) {
      const value = element.getAttribute(name);
      if (value !== null && !LENGTH.test(value.trim())) problems.push(`${describeElement(element)} ${name}="${value}": not a number`);
    }
    for (const name of ['d', 'points']) {
      const value = element.getAttribute(name);
      if (value !== null && (NOT_A_NUMBER.test(value) || value.trim() === ''))
        problems.push(`${describeElement(element)} ${name}="${value.slice(0, 60)}": not drawable`);
    }
  }
  return problems;
}
