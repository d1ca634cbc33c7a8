import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneNumberText } from './phone-number-text';

describe('PhoneNumberText', () => {
  it('groups a Singapore number in its first render, without the numbering plans', () => {
    render(
      <p>
        <PhoneNumberText value="+6591234567" />
      </p>,
    );
    expect(screen.getByText('+65 9123 4567')).toBeInTheDocument();
  });

  it('shows another number as stored until the numbering plans come, then grouped', async () => {
    render(
      <p>
        <PhoneNumberText value="+442079460000" />
      </p>,
    );
    expect(screen.getByText('+442079460000')).toBeInTheDocument();
    expect(await screen.findByText('+44 20 7946 0000')).toBeInTheDocument();
  });
});
