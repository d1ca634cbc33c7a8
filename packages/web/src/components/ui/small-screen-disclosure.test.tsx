import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SmallScreenDisclosure } from './small-screen-disclosure';

/** A screen as narrow as a phone's (`matches`) or wider, as `matchMedia` tells the page. */
function screenWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query === '(max-width: 480px)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderFilters() {
  return render(
    <SmallScreenDisclosure label="Filters">
      <p>The filter form</p>
    </SmallScreenDisclosure>,
  );
}

describe('SmallScreenDisclosure', () => {
  it('renders its content on a phone only once opened, and keeps it when closed again', async () => {
    screenWidth(true);
    renderFilters();
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(screen.queryByText('The filter form')).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('The filter form')).toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('The filter form')).toBeInTheDocument();
  });

  it('renders its content at once on a wider screen', () => {
    screenWidth(false);
    renderFilters();
    expect(screen.getByText('The filter form')).toBeInTheDocument();
  });
});
