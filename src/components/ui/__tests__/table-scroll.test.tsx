// A wide table's box: a labelled, focusable region while it scrolls, no tab stop when it fits.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableScroll } from '../table-scroll';

/** The box's widths as the browser would lay them out (jsdom lays nothing out). */
function layout(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

afterEach(() => vi.restoreAllMocks());

const table = (
  <table>
    <caption>Pass-through by source</caption>
    <tbody>
      <tr>
        <td>Referral</td>
      </tr>
    </tbody>
  </table>
);

describe('TableScroll', () => {
  it('is a labelled region in the tab order while the table is wider than its box', () => {
    layout(900, 600);
    render(<TableScroll label="Pass-through by source">{table}</TableScroll>);
    const region = screen.getByRole('region', { name: 'Pass-through by source' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('table-wrap');
  });

  it('adds no tab stop and no landmark when the table fits', () => {
    layout(600, 600);
    const { container } = render(<TableScroll label="Pass-through by source">{table}</TableScroll>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.firstElementChild).not.toHaveAttribute('tabindex');
  });
});
