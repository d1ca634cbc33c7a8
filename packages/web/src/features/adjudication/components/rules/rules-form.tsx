import { zodResolver } from '@hookform/resolvers/zod';
import {
  DECISION_RULE_KINDS,
  type DecisionRuleSet,
  type DecisionRuleSetBody,
  decisionRuleSetBodySchema,
  type DecisionRuleVersion,
} from '@preauth/shared';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/error-message';
import { usePreviewDecisionRules, usePublishDecisionRules } from '../../api/decision-rules';
import { RuleFieldset } from './rule-fieldset';
import { NEW_RULE, RULE_TEXTS } from './rule-texts';
import { RulesPreview } from './rules-preview';
import './rules-form.css';

/** The form's values: the version's switch and rules, or none yet. */
const valuesOf = (version: DecisionRuleVersion | null): DecisionRuleSetBody => ({
  straightThrough: version?.straightThrough ?? false,
  rules: version?.rules ?? [],
});

/**
 * The rule set being edited, checked by the same schema as the server's: the straight-through
 * switch and the rules, each kind at most once. Preview tests the edited set over past requests
 * (an edit clears the results, which were for the set before it); Save publishes it as the next
 * version (busy while it is sent, so a double click saves once) and the form then holds the
 * version as saved. A refusal is said under the buttons with the server's words.
 */
export function RulesForm({ current }: { current: DecisionRuleVersion | null }) {
  const form = useForm<DecisionRuleSetBody, unknown, DecisionRuleSet>({
    resolver: zodResolver(decisionRuleSetBodySchema),
    mode: 'onTouched',
    defaultValues: valuesOf(current),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'rules' });
  const [straightThrough, rules] = useWatch({
    control: form.control,
    name: ['straightThrough', 'rules'],
  });
  const preview = usePreviewDecisionRules();
  const publish = usePublishDecisionRules();
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  const rulesHeading = useRef<HTMLHeadingElement>(null);
  const { reset: resetPreview } = preview;

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: () => {
          resetPreview();
          setSavedVersion(null);
        },
      }),
    [form, resetPreview],
  );

  const runPreview = form.handleSubmit(async (set) => {
    await preview.mutateAsync(set).catch(() => undefined);
  });
  const save = form.handleSubmit(async (set) => {
    const version = await publish.mutateAsync(set).catch(() => null);
    if (!version) return;
    form.reset(valuesOf(version));
    setSavedVersion(version.version);
  });
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
          {straightThrough && rules.length === 0 && (
            <p className="alert alert--warning">
              With no rules, every request that reaches Processing would be approved automatically.
            </p>
          )}
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
        {[preview, publish].map(
          (call, i) =>
            call.isError && (
              <p key={i} className="alert alert--error" role="alert">
                {errorMessage(call.error, 'write')}
              </p>
            ),
        )}
      </form>
      {preview.data && <RulesPreview preview={preview.data} />}
    </FormProvider>
  );
}
