import { MESSAGES } from '@preauth/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createErrorEnvelope, createLoginResponse } from '../testing/data-generators';
import { apiError, json, noBody, stubFetch } from '../testing/fetch-stub';
import { findToast, seedSession } from '../testing/test-utils';
import { renderApp } from './render-app';

describe('failed calls show an error toast (specification 000 §8)', () => {
  it('with the server message when the answer has a body', async () => {
    seedSession();
    stubFetch({
      'GET /api/users/me': () =>
        apiError(
          503,
          createErrorEnvelope({
            code: 'SERVICE_UNAVAILABLE',
            detailMessage: 'Down for maintenance.',
          }),
        ),
    });
    renderApp('/dashboard');
    expect(await findToast('Down for maintenance.')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Down for maintenance.');
  });

  it('"Can\'t load the data" for a read answered without a body, after 3 retries', async () => {
    seedSession();
    const server = stubFetch({ 'GET /api/users/me': () => noBody(502) });
    renderApp('/dashboard');

    expect(await findToast("Can't load the data")).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't load the data");
    expect(server.callsTo('GET /api/users/me')).toHaveLength(4);
  });

  it('"Can\'t submit the data!" for a write answered without a body, without retrying', async () => {
    const server = stubFetch({ 'POST /api/auth/login': () => noBody(500) });
    const app = renderApp('/login');
    await app.user.type(await screen.findByLabelText('Username or email'), 'jane');
    await app.user.type(screen.getByLabelText('Password'), 'secret');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await findToast("Can't submit the data!")).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("Can't submit the data!");
    expect(server.callsTo('POST /api/auth/login')).toHaveLength(1);
  });

  it('says that the portal cannot be reached when there is no answer, not "Failed to fetch"', async () => {
    seedSession();
    stubFetch({
      'GET /api/users/me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/dashboard');
    expect(await findToast(MESSAGES.unreachable)).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.unreachable);
    expect(screen.queryByText('Failed to fetch')).toBeNull();
  });

  it('lets the user try the read again from the error view', async () => {
    const login = seedSession(createLoginResponse({ userInfo: { name: 'Jane Tan' } }));
    let up = false;
    stubFetch({ 'GET /api/users/me': () => (up ? json(200, login.userInfo) : noBody(502)) });
    const app = renderApp('/dashboard');
    await findToast("Can't load the data");

    up = true;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Welcome, Jane Tan')).toBeInTheDocument();
  });
});
