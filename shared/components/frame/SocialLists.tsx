/** Social links and payment-method logos: the footer shows them, and so does a text widget that asks. */
import { PAYMENT_METHODS, SOCIAL_LINKS } from "../../socials";
import { useFrameEnv } from "./env";

export function SocialLinks() {
  const { site, t } = useFrameEnv();
  return (
    <ul className="social-links">
      {SOCIAL_LINKS[site.id].map((s) => (
        <li key={s.name}>
          <a className="social-links__link" href={s.href} target="_blank" rel="noopener noreferrer">
            {s.name}
            <span className="visually-hidden"> {t.newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function PaymentMethods() {
  const { t } = useFrameEnv();
  return (
    <ul className="payment-methods">
      {PAYMENT_METHODS.map((method) => (
        <li key={method} className="payment-methods__item">
          <img src={`/static/payment/${method}.svg`} alt={t.payment[method]} width={48} height={32} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
