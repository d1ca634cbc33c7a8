import type { ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import type { ChoiceOption } from './choice-group';

/** The generic types whose controls other parts of the kit provide. */
export type DelegatedFieldType =
  'date' | 'date-range' | 'select' | 'phone' | 'autocomplete' | 'upload';

/** What a delegated control is given to render itself inside the form. */
export interface FieldRenderContext {
  type: DelegatedFieldType;
  /** The id to put on the control, so its label points at it. */
  id: string;
  name: string;
  label: string;
  hint?: string;
  disabled?: boolean;
  placeholder?: string;
  options?: readonly ChoiceOption[];
  /** The form's control, or undefined when the field sits in a FormProvider. */
  control?: Control<FieldValues>;
}

export type FieldRenderer = (context: FieldRenderContext) => ReactNode;

/**
 * Renderers for the delegated types, filled where the app is wired (not by the controls
 * themselves), so <Field type="date"> works without each control knowing about <Field>.
 */
const renderers: Partial<Record<DelegatedFieldType, FieldRenderer>> = {};

export function registerFieldRenderer(type: DelegatedFieldType, renderer: FieldRenderer): void {
  renderers[type] = renderer;
}

export function fieldRendererFor(type: DelegatedFieldType): FieldRenderer | undefined {
  return renderers[type];
}
