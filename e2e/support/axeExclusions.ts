/**
 * axe findings that come from the UI kit (Arco Design 2.66) itself, not from our markup: each is excluded
 * by exact rule and selector, with the upstream reason. Everything else of impact critical or serious fails
 * the accessibility tests. Keep this the only list; remove an entry when Arco fixes it.
 */
export type AxeExclusion = { rule: string; selector: RegExp; reason: string };

export const AXE_EXCLUSIONS: readonly AxeExclusion[] = [
  {
    rule: 'aria-required-children',
    selector: /\.arco-select-view/,
    reason:
      'Arco Select renders role="combobox" on its view <div> whose search <input> has no role of its own; the popup list is mounted only when open.',
  },
  {
    rule: 'aria-allowed-attr',
    selector: /\.arco-select-view/,
    reason:
      'Arco Select puts aria-expanded/aria-haspopup on the view <div> it gives role="combobox" in multiple mode.',
  },
];

type AxeNode = { target: unknown[] };
type AxeViolation = { id: string; impact?: string | null; nodes: AxeNode[] };

/** Critical and serious violations, less the nodes the exclusions name. */
export const ourViolations = (violations: readonly AxeViolation[]) =>
  violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes
        .map((node) => node.target.join(' '))
        .filter(
          (target) =>
            !AXE_EXCLUSIONS.some(
              (exclusion) => exclusion.rule === violation.id && exclusion.selector.test(target),
            ),
        ),
    }))
    .filter((violation) => violation.targets.length > 0);
