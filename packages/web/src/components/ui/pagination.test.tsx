import { PAGE_SIZES } from '@preauth/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pageOffset, Pagination } from './pagination';

/** An owner that keeps the page, as a list screen does; spies on every page asked for. */
function Owner({
  total,
  initialPage = 1,
  pageSize,
  onPageChange = () => {},
}: {
  total: number;
  initialPage?: number;
  pageSize?: number;
  onPageChange?: (page: number) => void;
}) {
  const [page, setPage] = useState(initialPage);
  return (
    <Pagination
      page={page}
      total={total}
      pageSize={pageSize}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const pageNumbers = () =>
  screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => Number(button.textContent));

describe('Pagination (specification 000 §2.12)', () => {
  it("is a labelled navigation landmark that shows 'Total: n'", () => {
    render(<Owner total={137} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Total: 137')).toBeInTheDocument();
  });

  it('counts 20 items per page by default', () => {
    expect(PAGE_SIZES.default).toBe(20);
    render(<Owner total={41} />);
    expect(pageNumbers()).toEqual([1, 2, 3]);
    expect(pageOffset(3)).toBe(40);
  });

  it('takes another page size (the dashboard uses 10)', () => {
    render(<Owner total={41} pageSize={PAGE_SIZES.dashboard} />);
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 5]);
    expect(pageOffset(3, PAGE_SIZES.dashboard)).toBe(20);
  });

  it('shows 10 page numbers per block and moves between blocks', async () => {
    const user = userEvent.setup();
    const asked = vi.fn();
    render(<Owner total={25 * 20} onPageChange={asked} />); // 25 pages
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(screen.getByRole('button', { name: 'Previous 10 pages' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next 10 pages' }));
    expect(asked).toHaveBeenLastCalledWith(11);
    expect(pageNumbers()).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);

    await user.click(screen.getByRole('button', { name: 'Next 10 pages' }));
    expect(pageNumbers()).toEqual([21, 22, 23, 24, 25]);
    expect(screen.getByRole('button', { name: 'Next 10 pages' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous 10 pages' }));
    expect(asked).toHaveBeenLastCalledWith(20);
    expect(pageNumbers()).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('marks the current page with aria-current="page" and asks for a chosen one', async () => {
    const user = userEvent.setup();
    const asked = vi.fn();
    render(<Owner total={100} onPageChange={asked} />);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(asked).toHaveBeenCalledWith(4);
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  });

  it('goes back to the first page when the current one is beyond the last', () => {
    const asked = vi.fn();
    const { rerender } = render(
      <Pagination page={5} total={100} onPageChange={asked} />, // 5 pages: fine
    );
    expect(asked).not.toHaveBeenCalled();

    rerender(<Pagination page={5} total={60} onPageChange={asked} />); // the list shrank to 3 pages
    expect(asked).toHaveBeenCalledWith(1);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('settles on page 1 with its owner after the list shrinks', () => {
    const asked = vi.fn();
    render(<Owner total={0} initialPage={3} onPageChange={asked} />);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(asked).toHaveBeenCalledWith(1);
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
