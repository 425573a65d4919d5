// The chart check itself: it must catch what a browser refuses, or the chart tests that use it prove nothing.
import { describe, expect, it } from 'vitest';
import { svgAttributeProblems } from '../svg-attributes';

function svg(markup: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = markup;
  return host;
}

describe('svgAttributeProblems', () => {
  it('accepts a valid chart', () => {
    expect(
      svgAttributeProblems(
        svg('<svg viewBox="0 0 100 40"><rect x="1.5" y="0" width="10" height="40" rx="0.4"/><path d="M0 1L2 3"/></svg>'),
      ),
    ).toEqual([]);
  });

  it('reports a viewBox of three numbers (the admin overview chart drew its bars in a corner)', () => {
    expect(svgAttributeProblems(svg('<svg viewBox="0 100 40"></svg>'))).toEqual([
      '<svg> viewBox="0 100 40": four numbers, a positive width and height',
    ]);
  });

  it('reports a zero-wide viewBox, a NaN position and a path with undefined in it', () => {
    const problems = svgAttributeProblems(
      svg('<svg viewBox="0 0 0 40"><rect x="NaN" width="2" height="2"/><path d="M0 undefinedL1 1"/></svg>'),
    );
    expect(problems).toHaveLength(3);
  });
});
