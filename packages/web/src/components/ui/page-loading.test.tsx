import { MESSAGES } from '@preauth/shared';
import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, onTestFinished } from 'vitest';
import { createPortalConnection, PortalConnectionContext } from '../../lib/portal-connection';
import { PageLoading } from './page-loading';

afterEach(() => onlineManager.setOnline(true));

it('says it waits for the portal while the portal cannot be reached, and its own label otherwise', () => {
  const connection = createPortalConnection({ probe: () => Promise.resolve(false) });
  onTestFinished(() => connection.stop());
  render(
    <PortalConnectionContext value={connection}>
      <PageLoading label="Loading your details…" />
    </PortalConnectionContext>,
  );
  expect(screen.getByRole('status').textContent).toBe('Loading your details…');

  act(() => connection.lost());
  expect(screen.getByRole('status').textContent).toBe(MESSAGES.waitingForPortal);

  act(() => onlineManager.setOnline(true));
  expect(screen.getByRole('status').textContent).toBe('Loading your details…');
});
