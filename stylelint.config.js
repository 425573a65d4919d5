// stylelint for the client's CSS: stylelint-config-standard, less its purely stylistic rules, plus the project's
// rules (kebab-case BEM class names; the page frame is not re-set by the areas — scripts/stylelint/page-frame-plugin.ts).
const FRAME_AREAS = ['pay', 'market', 'cloud', 'admin', 'support', 'account'];

/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard'],
  plugins: ['./scripts/stylelint/page-frame-plugin.ts'],
  rules: {
    // Blank lines between rules, comments and declarations are layout, which is taste (Prettier keeps what is there).
    'rule-empty-line-before': null,
    'comment-empty-line-before': null,
    'custom-property-empty-line-before': null,
    'at-rule-empty-line-before': null,
    'declaration-empty-line-before': null,
    // Notation choices with no effect on the page: rgb(0 0 0 / 0.5) or 50%, (max-width: 768px) or (width <= 768px), currentColor or currentcolor.
    'alpha-value-notation': null,
    'media-feature-range-notation': null,
    'value-keyword-case': null,
    // It reports source order, not a bug: every fix is a reordering, which changes the cascade it means to protect.
    'no-descending-specificity': null,
    // Class names are kebab-case BEM: block, block__element, block--modifier.
    'selector-class-pattern': [
      '^[a-z][a-z0-9]*(-[a-z0-9]+)*(__[a-z0-9]+(-[a-z0-9]+)*)?(--[a-z0-9]+(-[a-z0-9]+)*)?$',
      { message: (name) => `Expected class selector "${name}" to be kebab-case BEM (block__element--modifier)` },
    ],
  },
  overrides: [
    {
      files: FRAME_AREAS.map((area) => `client/src/features/${area}/**/*.css`),
      rules: { 'osb/page-frame-overrides': 'client/src/components/ui/page-frame.css' },
    },
  ],
};
