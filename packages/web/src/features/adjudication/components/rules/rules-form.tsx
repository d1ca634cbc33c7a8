import { zodResolver } from '@hookform/resolvers/zod';
import {
  DECISION_RULE_KINDS,
  type DecisionRuleVersion,
  type ProposeDecisionRules,
  type ProposeDecisionRulesBody,
  proposeDecisionRulesBodySchema,
} from '@preauth/shared';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { Button } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/api-error';
import { errorMessage } from '../../../../lib/error-message';
import { randomUuid } from '../../../../lib/random-uuid';
import {
  useDecisionRules,
  usePreviewDecisionRules,
  useProposeDecisionRules,
} from '../../api/decision-rules';
import { RuleFieldset } from './rule-fieldset';
import { NEW_RULE, RULE_TEXTS } from './rule-texts';
import { RulesPreview } from './rules-preview';
import { useSubmitOnce } from '../../../../components/form/use-submit-once';
import './rules-form.css';

/**
 * The form's values: the switch and rules of `draft` (the version in force unless told), edited
 * from the version in force (0 before the first).
 */
const valuesOf = (
  current: DecisionRuleVersion | null,
  draft: DecisionRuleVersion | null = current,
): ProposeDecisionRulesBody => ({
  basedOnVersion: current?.version ?? 0,
  straightThrough: draft?.straightThrough ?? false,
  rules: draft?.rules ?? [],
});

/**
 * The rule set being edited, checked by the same schema as the server's: the straight-through
 * switch and the rules, each kind at most once, and the version they were edited from. Preview
 * tests the edited set over past requests (an edit clears the results, which were for the set
 * before it); Propose sends it as the next version for another adjudicator to approve (busy while
 * it is sent, so a double click proposes once). `draft`, an older version proposed again (a
 * rollback), starts the form with its rules, edited from the version in force. A refusal is said
 * under the buttons with the server's words; when a version came into force or another proposal
 * was made meanwhile (409), what was typed stays until "Load the latest version" reads the rules
 * again and puts the version in force in the form.
 */
export function RulesForm({
  current,
  draft = null,
}: {
  current: DecisionRuleVersion | null;
  draft?: DecisionRuleVersion | null;
}) {
  const form = useForm<ProposeDecisionRulesBody, unknown, ProposeDecisionRules>({
    resolver: zodResolver(proposeDecisionRulesBodySchema),
    mode: 'onTouched',
    defaultValues: valuesOf(current, draft ?? current),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'rules' });
  const rules = useWatch({ control: form.control, name: 'rules' });
  const preview = usePreviewDecisionRules();
  const propose = useProposeDecisionRules();
  const { refetch: readRules, isFetching: reading } = useDecisionRules();
  const [proposed, setProposed] = useState(false);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const rulesHeading = useRef<HTMLHeadingElement>(null);
  // One per set proposed: sending the same set again (after no answer) proposes it once; any
  // edit, or the form holding another version, makes the next proposal a new one.
  const [idempotencyKey, setIdempotencyKey] = useState(randomUuid);
  const { reset: resetPreview } = preview;

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: () => {
          resetPreview();
          setProposed(false);
          setIdempotencyKey(randomUuid());
        },
      }),
    [form, resetPreview],
  );
  // Another version came into force (approved on this page, or read again): an editor left as it
  // was follows it; one with changes keeps them (proposing them is then refused, 409).
  const { isDirty } = form.formState;
  useEffect(() => {
    if (!isDirty && !draft && form.getValues('basedOnVersion') !== (current?.version ?? 0)) {
      form.reset(valuesOf(current));
    }
  }, [current, draft, form, isDirty]);
  // A version proposed again: the keyboard goes to the editor that now holds its rules.
  useEffect(() => {
    if (draft) formHeading.current?.focus();
  }, [draft]);

  const runPreview = form.handleSubmit(async ({ straightThrough, rules }) => {
    await preview.mutateAsync({ straightThrough, rules }).catch(() => undefined);
  });
  const save = useSubmitOnce(form, async (body) => {
    const proposal = await propose.mutateAsync({ body, idempotencyKey }).catch(() => null);
    if (proposal) setProposed(true);
  });
  // The proposal refused because a version or proposal was made since this one was loaded.
  const publishedMeanwhile =
    isApiError(propose.error) && propose.error.status === 409 ? propose.error : null;
  const loadLatest = async () => {
    const { data } = await readRules();
    if (!data) return;
    propose.reset();
    form.reset(valuesOf(data.current));
    rulesHeading.current?.focus();
  };
  const unused = DECISION_RULE_KINDS.filter((kind) => !rules.some((rule) => rule.kind === kind));
  const busy = form.formState.isSubmitting;

  return (
    <FormProvider {...form}>
      <h2 id="rules-editor-title" ref={formHeading} tabIndex={-1}>
        Propose a change
      </h2>
      {draft && (
        <p>
          Version {draft.version}’s rules are in the editor, as a change to the version in force.
          Preview them, then propose them.
        </p>
      )}
      <form
        className="form rules-form"
        onSubmit={save}
        noValidate
        aria-labelledby="rules-editor-title"
      >
        <section className="review-section" aria-labelledby="rules-switch-title">
          <h2 id="rules-switch-title">Straight-through approval</h2>
          <Field
            type="checkbox"
            name="straightThrough"
            label="Approve automatically the requests that meet every rule"
            hint="When off, the rules are still checked and each case shows what they found, but every request waits for an adjudicator."
          />
        </section>
        <section className="review-section" aria-labelledby="rules-list-title">
          <h2 id="rules-list-title" ref={rulesHeading} tabIndex={-1}>
            Rules
          </h2>
          {fields.length === 0 && <p>No rules in this set.</p>}
          {fields.map((field, index) => (
            <RuleFieldset
              key={field.id}
              kind={field.kind}
              index={index}
              onRemove={() => {
                remove(index);
                // The focused button goes with its rule; the keyboard stays in the list.
                rulesHeading.current?.focus();
              }}
            />
          ))}
          {unused.length > 0 && (
            <div className="rules-form__add" role="group" aria-labelledby="rules-add-title">
              <h3 id="rules-add-title">Add a rule</h3>
              {unused.map((kind) => (
                <Button key={kind} variant="outline" onClick={() => append(NEW_RULE[kind])}>
                  {RULE_TEXTS[kind].title}
                </Button>
              ))}
            </div>
          )}
        </section>
        <div className="screen-actions">
          <Button
            variant="outline"
            onClick={runPreview}
            isLoading={preview.isPending}
            disabled={busy}
          >
            Preview
          </Button>
          <Button type="submit" isLoading={propose.isPending} disabled={busy}>
            Propose as a new version
          </Button>
        </div>
        <div role="status">
          {proposed && (
            <p className="alert alert--success">
              Proposed as a new version. Another adjudicator must approve it before it applies.
            </p>
          )}
        </div>
        {/* A refused or failed preview or save, in the server's words. */}
        {[preview.error, propose.error].map(
          (error, i) =>
            error &&
            error !== publishedMeanwhile && (
              <p key={i} className="alert alert--error" role="alert">
                {errorMessage(error, 'write')}
              </p>
            ),
        )}
        {publishedMeanwhile && (
          <div className="alert alert--warning split-row" role="alert">
            <p>{publishedMeanwhile.message}</p>
            <Button variant="outline" onClick={loadLatest} isLoading={reading}>
              Load the latest version
            </Button>
          </div>
        )}
      </form>
      {preview.data && <RulesPreview preview={preview.data} />}
    </FormProvider>
  );
}
