/** The portal's mark: a shield with a cross, drawn in the primary colour. */
export function Logo() {
  return (
    <svg
      className="app-header__logo"
      viewBox="0 0 36 36"
      role="img"
      aria-labelledby="app-logo-title"
      focusable="false"
    >
      <title id="app-logo-title">Pre-Authorisation Portal logo</title>
      <path
        d="M18 2 4 7.5v9.2c0 8.6 5.9 15.2 14 17.3 8.1-2.1 14-8.7 14-17.3V7.5L18 2Z"
        fill="currentColor"
      />
      <path d="M15.5 10h5v5.5H26v5h-5.5V26h-5v-5.5H10v-5h5.5V10Z" fill="var(--color-on-primary)" />
    </svg>
  );
}
