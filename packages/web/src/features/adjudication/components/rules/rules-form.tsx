import { zodResolver } from '@hookform/resolvers/zod';
import {
  DECISION_RULE_KINDS,
  type DecisionRuleVersion,
  type PublishDecisionRules,
  type PublishDecisionRulesBody,
  publishDecisionRulesBodySchema,
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
  usePublishDecisionRules,
} from '../../api/decision-rules';
import { RuleFieldset } from './rule-fieldset';
import { NEW_RULE, RULE_TEXTS } from './rule-texts';
import { RulesPreview } from './rules-preview';
import './rules-form.css';

/** The form's values: the version's number, switch and rules, or none yet (version 0). */
const valuesOf = (version: DecisionRuleVersion | null): PublishDecisionRulesBody => ({
  basedOnVersion: version?.version ?? 0,
  straightThrough: version?.straightThrough ?? false,
  rules: version?.rules ?? [],
});

/**
 * The rule set being edited, checked by the same schema as the server's: the straight-through
 * switch and the rules, each kind at most once, and the version they were edited from. Preview
 * tests the edited set over past requests (an edit clears the results, which were for the set
 * before it); Save publishes it as the next version (busy while it is sent, so a double click
 * saves once) and the form then holds the version as saved. A refusal is said under the buttons
 * with the server's words; when another version was published meanwhile (409), what was typed
 * stays until "Load the latest version" reads the rules again and puts that version in the form.
 */
export function RulesForm({ current }: { current: DecisionRuleVersion | null }) {
  const form = useForm<PublishDecisionRulesBody, unknown, PublishDecisionRules>({
    resolver: zodResolver(publishDecisionRulesBodySchema),
    mode: 'onTouched',
    defaultValues: valuesOf(current),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'rules' });
  const rules = useWatch({ control: form.control, name: 'rules' });
  const preview = usePreviewDecisionRules();
  const publish = usePublishDecisionRules();
  const { refetch: readRules, isFetching: reading } = useDecisionRules();
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  const rulesHeading = useRef<HTMLHeadingElement>(null);
  // One per set saved: sending the same set again (after no answer) publishes it once; any edit,
  // or the form holding another version, makes the next save a new one.
  const [idempotencyKey, setIdempotencyKey] = useState(randomUuid);
  const { reset: resetPreview } = preview;

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: () => {
          resetPreview();
          setSavedVersion(null);
          setIdempotencyKey(randomUuid());
        },
      }),
    [form, resetPreview],
  );

  const runPreview = form.handleSubmit(async ({ straightThrough, rules }) => {
    await preview.mutateAsync({ straightThrough, rules }).catch(() => undefined);
  });
  const save = form.handleSubmit(async (body) => {
    const version = await publish.mutateAsync({ body, idempotencyKey }).catch(() => null);
    if (!version) return;
    form.reset(valuesOf(version));
    setSavedVersion(version.version);
  });
  // The save refused because another version was published since this one was loaded.
  const publishedMeanwhile =
    isApiError(publish.error) && publish.error.status === 409 ? publish.error : null;
  const loadLatest = async () => {
    const { data } = await readRules();
    if (!data) return;
    publish.reset();
    form.reset(valuesOf(data.current));
    rulesHeading.current?.focus();
  };
  const unused = DECISION_RULE_KINDS.filter((kind) => !rules.some((rule) => rule.kind === kind));
  const busy = form.formState.isSubmitting;

  return (
    <FormProvider {...form}>
      <form className="form rules-form" onSubmit={save} noValidate aria-label="Decision rules">
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
          <Button type="submit" isLoading={publish.isPending} disabled={busy}>
            Save as a new version
          </Button>
        </div>
        <div role="status">
          {savedVersion !== null && (
            <p className="alert alert--success">
              Saved as version {savedVersion}. It applies to requests that reach Processing from now
              on.
            </p>
          )}
        </div>
        {/* A refused or failed preview or save, in the server's words. */}
        {[preview.error, publish.error].map(
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
