import type { Page } from '@playwright/test';

/**
 * The controls a shopper cannot fully see or tap on the page as it is: a link, button or field that is cut by a
 * scrolling or clipping box around it (a table wider than the phone), sticks out of the viewport's width, or is
 * covered by something else at its centre. One line per control: "<what> <name>: <why>".
 *
 * Left out on purpose: controls hidden by design (no size, invisible, clipped to nothing like `visually-hidden`,
 * wholly outside a box that clips them: a carousel's other slides, a closed off-canvas menu), and controls beyond
 * the end of a horizontally scrolling list (a carousel shows its next card cut, as a hint to swipe). A carousel's
 * first card, at the start of the list, must be whole.
 */
export async function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SELECTOR = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex="0"]';
    const SLACK = 1;
    const problems: string[] = [];
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ??
        (el as HTMLInputElement).labels?.[0]?.textContent ??
        el.textContent ??
        el.getAttribute('name') ??
        '';
      const tag = el.tagName.toLowerCase();
      const classes = [...el.classList].slice(0, 2).join('.');
      return `${tag}${classes ? `.${classes}` : ''} "${name.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    };
    const isHiddenByDesign = (el: Element, rect: DOMRect) => {
      if (rect.width <= SLACK || rect.height <= SLACK) return true;
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return true;
        if ((style.clip && style.clip !== 'auto') || (style.clipPath && style.clipPath !== 'none')) return true;
        if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('inert')) return true;
      }
      return getComputedStyle(el).pointerEvents === 'none';
    };
    /** The boxes that cut what overflows them, innermost first. */
    const clippers = (el: Element) => {
      const out: Element[] = [];
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(node);
        if ([overflowX, overflowY].some((o) => o !== 'visible')) out.push(node);
      }
      return out;
    };
    const viewport = { left: 0, right: window.innerWidth };

    for (const el of document.querySelectorAll(SELECTOR)) {
      const rect = el.getBoundingClientRect();
      if (isHiddenByDesign(el, rect)) continue;
      let problem = '';
      let judgeable = true;
      for (const box of clippers(el)) {
        const outer = box.getBoundingClientRect();
        const style = getComputedStyle(box);
        const cutsX = style.overflowX !== 'visible';
        const cutsY = style.overflowY !== 'visible';
        const outsideX = rect.right <= outer.left + SLACK || rect.left >= outer.right - SLACK;
        const outsideY = rect.bottom <= outer.top + SLACK || rect.top >= outer.bottom - SLACK;
        const tableBox = box.querySelector('table') !== null && box.contains(el.closest('table'));
        const scrollsX = box.scrollWidth > box.clientWidth + SLACK;
        const scrollsY = box.scrollHeight > box.clientHeight + SLACK;
        if (cutsX) {
          const cutLeft = rect.left < outer.left - SLACK;
          const cutRight = rect.right > outer.right + SLACK;
          // A table must show its rows' controls on a phone: no sideways scrolling to reach them.
          if (tableBox && (cutLeft || cutRight)) problem ||= 'cut by its scrolling table';
          else if (!(outsideX && !tableBox)) {
            if (cutLeft) problem ||= 'cut at the start of its box';
            else if (cutRight && !scrollsX) problem ||= 'cut by its box';
          }
        }
        if (cutsY && !scrollsY && !outsideY && (rect.top < outer.top - SLACK || rect.bottom > outer.bottom + SLACK))
          problem ||= 'cut at the top or bottom of its box';
        // Not wholly in its box's sight (scrolled away, another slide): the covering test cannot judge it.
        const inside =
          rect.left >= outer.left - SLACK &&
          rect.right <= outer.right + SLACK &&
          rect.top >= outer.top - SLACK &&
          rect.bottom <= outer.bottom + SLACK;
        if (!inside) judgeable = false;
      }
      const inScrollingList = clippers(el).some(
        (b) => b.scrollWidth > b.clientWidth + SLACK && getComputedStyle(b).overflowX !== 'visible',
      );
      const whollyOut = rect.right <= viewport.left + SLACK || rect.left >= viewport.right - SLACK;
      if (!problem && !inScrollingList && !whollyOut) {
        if (rect.left < viewport.left - SLACK || rect.right > viewport.right + SLACK)
          problem = 'sticks out of the screen';
      }
      if (!problem && judgeable && !whollyOut && !inScrollingList) {
        // Bring the control to the middle of the screen (the page only, no inner scrolling) and ask what is on top.
        const top = rect.top + window.scrollY;
        window.scrollTo(0, top + rect.height / 2 - window.innerHeight / 2);
        const now = el.getBoundingClientRect();
        const x = Math.min(Math.max(now.left + now.width / 2, 1), window.innerWidth - 1);
        const y = now.top + now.height / 2;
        if (y > 0 && y < window.innerHeight) {
          const hit = document.elementFromPoint(x, y);
          const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
          // A toast is a passing message that leaves by itself: what it covers for a moment is not hidden.
          const passing = hit?.closest('.Toastify') !== null;
          if (hit && !passing && !el.contains(hit) && !hit.contains(el) && !(label && label.contains(hit)))
            problem = `covered by ${hit.tagName.toLowerCase()}.${[...hit.classList].slice(0, 2).join('.')}`;
        }
      }
      if (problem) problems.push(`${describe(el)}: ${problem}`);
    }
    window.scrollTo(0, 0);
    return problems;
  });
}
