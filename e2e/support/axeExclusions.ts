/**
 * axe findings that come from the UI kit (Arco Design 2.66) itself, not from our markup: each is excluded
 * by exact rule and selector, with the upstream reason (Arco renders these and offers no prop to change
 * them). Everything else of impact critical or serious fails the accessibility tests. Keep this the only
 * list; remove an entry when Arco fixes it.
 */
/** A finding of `rule` on a node whose selector matches `selector`, or whose markup matches `element`. */
export type AxeExclusion = { rule: string; reason: string } & (
  | { selector: RegExp; element?: undefined }
  | { element: RegExp; selector?: undefined }
);

export const AXE_EXCLUSIONS: readonly AxeExclusion[] = [
  {
    rule: 'aria-allowed-attr',
    selector: /^div\[aria-controls="arco-menu-\d+-submenu-inline-\d+"\]$/,
    reason: 'Arco Menu renders an inline submenu header as a <div> without a role but with aria-expanded.',
  },
  {
    rule: 'aria-required-children',
    selector: /^\.arco-menu$/,
    reason: 'Arco Menu gives its root role="menu" while its children are submenu <div>s without a menu role.',
  },
  {
    rule: 'aria-required-parent',
    selector: /^#arco-tabs-\d+-tab-\d+$/,
    reason:
      'Arco Tabs puts role="tablist" on an ancestor several wrapper <div>s above its role="tab" titles, which do not pass ownership.',
  },
  {
    rule: 'aria-valid-attr-value',
    selector: /^#arco-tabs-\d+-tab-\d+$/,
    reason:
      'Arco Tabs sets aria-controls to the id of a pane it has not rendered (panes render lazily or are empty).',
  },
  {
    rule: 'aria-prohibited-attr',
    selector: /^\.arco-pagination-option$/,
    reason: 'Arco Pagination puts aria-label on the page-size wrapper <div>, which has no role.',
  },
  {
    rule: 'label',
    // axe names the select-all input through its <label> or, on another run, through the label's class.
    selector:
      /^(input\[type="checkbox"\]\[value=""\]|\.arco-table-th-item > (label|\.arco-checkbox) > input\[type="checkbox"\])$/,
    reason:
      "Arco Table's select-all checkbox takes no props (rowSelection.checkboxProps reaches the rows' checkboxes only).",
  },
  {
    rule: 'scrollable-region-focusable',
    selector: /^\.arco-table-content-inner$/,
    reason:
      "Arco Table's horizontally scrolling body is a <div> it gives no tabindex (and no prop for one); its rows' controls are focusable.",
  },
  {
    rule: 'aria-hidden-focus',
    // Arco's own search inputs, by their class: axe names them by their placeholder, which is the chosen
    // value once there is one (中国, China…), so no selector can name them all.
    element: /^<input\b[^>]*\bclass="[^"]*\barco-(select|cascader)-view-input\b/,
    reason:
      'Arco Select and Cascader with search keep their search <input> focusable while marking it aria-hidden until opened (the combobox around it carries the name and focus).',
  },
];

type AxeNode = { target: unknown[]; html?: string };
type AxeViolation = { id: string; impact?: string | null; nodes: AxeNode[] };

/** Critical and serious violations, less the nodes the exclusions name. */
export const ourViolations = (violations: readonly AxeViolation[]) =>
  violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes
        .filter(
          (node) =>
            !AXE_EXCLUSIONS.some(
              (exclusion) =>
                exclusion.rule === violation.id &&
                (exclusion.selector
                  ? exclusion.selector.test(node.target.join(' '))
                  : exclusion.element.test(node.html ?? '')),
            ),
        )
        .map((node) => node.target.join(' ')),
    }))
    .filter((violation) => violation.targets.length > 0);
