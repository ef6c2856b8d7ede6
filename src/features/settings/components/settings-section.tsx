// One section of the settings screen: a titled region (its heading names it for screen readers).
import { useId, type ReactNode } from 'react';

export interface SettingsSectionProps {
  title: ReactNode;
  /** Extra class beside set-section. */
  className?: string;
  children: ReactNode;
}

export function SettingsSection({ title, className, children }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <section className={className ? `set-section ${className}` : 'set-section'} aria-labelledby={titleId}>
      <h2 id={titleId} className="set-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
