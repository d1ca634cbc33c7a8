import type { ReactNode } from 'react';
import './form-actions.css';

/** The row of buttons that ends a screen: the way back first, the way on last. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="form-actions">{children}</div>;
}
