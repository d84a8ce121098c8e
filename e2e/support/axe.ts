import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// DESIGN section 12: no serious or critical axe violations, in both themes.
export async function severeViolations(page: Page): Promise<string[]> {
  // Colours read mid-transition (a step fading in) would report contrast that users never see
  // once it settles: let finite animations end first. Spinners loop forever and are left alone;
  // one that never finishes (paused, or restarted by a re-render) is waited on for 3 s at most.
  await page.evaluate(() =>
    Promise.race([
      Promise.allSettled(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );
  // Legacy mode runs axe in the page itself: the default opens a blank page in the context for
  // every check to merge frames' results there, half of each check's time (0.7 of 1.3 s on the
  // pay page), for cross-origin frames that our pages do not have.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
