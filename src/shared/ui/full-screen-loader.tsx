import './shell.css';
import './full-screen-loader.css';

export interface FullScreenLoaderProps {
  /** Accessible name of the status, also shown under the logo when given. */
  label?: string;
}

/** The product mark: a coin with an upward arrow. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 72 72" fill="none" aria-hidden="true" focusable="false">
      <circle cx="36" cy="36" r="34" fill="currentColor" />
      <circle cx="36" cy="36" r="26" stroke="var(--tg-theme-button-text-color, #fff)" strokeOpacity="0.35" strokeWidth="3" />
      <path
        d="M22 46l10-10 7 6 12-14"
        stroke="var(--tg-theme-button-text-color, #fff)"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M43 27h9v9" stroke="var(--tg-theme-button-text-color, #fff)" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Full-screen boot/route loader with the product logo. */
export function FullScreenLoader({ label }: FullScreenLoaderProps) {
  return (
    <div className="ui-loader" role="status" aria-label={label ?? 'Загрузка'} aria-busy="true">
      <div className="ui-loader__logo" aria-hidden="true">
        <LogoMark className="ui-loader__mark" />
        <span className="ui-loader__word">Трейдер</span>
      </div>
      {label ? (
        <p className="ui-loader__label" aria-hidden="true">
          {label}
        </p>
      ) : null}
    </div>
  );
}
