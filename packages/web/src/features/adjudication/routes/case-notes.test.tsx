import { describe, expect, it } from 'vitest';
import { createCaseHold, createCaseView } from '../../../testing/adjudication-generators';
import { inTurn, json } from '../../../testing/fetch-stub';
import { screen, waitFor, within } from '../../../testing/test-utils';
import { atTenPastTen, COLLEAGUES, notesRoute, opened, setup } from './case.test-support';

const NOTE = {
  id: 'note-1',
  authorName: 'Grace Ong',
  createdAt: '2026-11-26T01:00:00.000Z',
  body: 'Please check the anaesthetist’s fee.',
  assignedToName: 'Lim Wei Jie',
};

const addNoteRoute = (paId: string) => `POST /api/adjudication/cases/${paId}/notes`;
const assignRoute = (paId: string) => `POST /api/adjudication/cases/${paId}/assign`;

describe("the case page's internal notes and hand-over", () => {
  atTenPastTen();

  it('shows the notes with who wrote them and when, and adds one', async () => {
    const view = createCaseView({ hold: null });
    const app = setup(view, {
      [notesRoute(view)]: inTurn(
        json(200, { notes: [NOTE] }),
        json(200, {
          notes: [NOTE, { ...NOTE, id: 'note-2', body: 'Done.', assignedToName: null }],
        }),
      ),
      [addNoteRoute(view.paId)]: () => json(201, { ...NOTE, id: 'note-2', body: 'Done.' }),
    });
    await opened();
    const notes = within(await screen.findByRole('list', { name: 'Notes, oldest first' }));
    expect(notes.getByText('Please check the anaesthetist’s fee.')).toBeVisible();
    expect(notes.getByText(/26-11-2026 09:00 · Assigned to Lim Wei Jie/)).toBeVisible();

    const form = within(screen.getByRole('form', { name: 'Add a note' }));
    await app.user.type(form.getByRole('textbox', { name: 'Note' }), 'Done.');
    await app.user.click(form.getByRole('button', { name: 'Add note' }));

    expect(await screen.findByText('Done.')).toBeVisible();
    expect(app.server.callsTo(addNoteRoute(view.paId)).map((call) => call.body)).toEqual([
      { body: 'Done.' },
    ]);
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Note' })).toHaveValue(''));
  });

  it('assigns the case to a colleague with a note, who then holds it', async () => {
    const view = createCaseView({ hold: null });
    const colleague = COLLEAGUES.colleagues[1]!;
    const app = setup(view, {
      [assignRoute(view.paId)]: () =>
        json(200, createCaseHold({ adjudicatorId: colleague.id, adjudicatorName: colleague.name })),
    });
    await opened();
    const form = within(await screen.findByRole('form', { name: 'Assign to a colleague' }));
    await app.user.click(form.getByRole('combobox', { name: 'Assign to' }));
    // Only the colleagues: not the adjudicator themself.
    expect(screen.queryByRole('option', { name: 'Grace Ong' })).toBeNull();
    await app.user.click(await screen.findByRole('option', { name: 'Lim Wei Jie' }));
    await app.user.type(form.getByRole('textbox', { name: /Note for them/ }), 'Yours, thanks.');
    await app.user.click(form.getByRole('button', { name: 'Assign' }));

    expect(await screen.findByText('Held by Lim Wei Jie until 10:30')).toBeVisible();
    expect(app.server.callsTo(assignRoute(view.paId)).map((call) => call.body)).toEqual([
      { adjudicatorId: colleague.id, note: 'Yours, thanks.' },
    ]);
  });
});
