/** Stripe.js is loaded from Stripe, as its terms require; never bundled. */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

/** The part of Stripe.js the card form uses. */
export interface StripeElement {
  mount(domElement: HTMLElement): void;
  on(event: 'change', handler: (event: StripeChange) => void): void;
  destroy(): void;
}

export interface StripeChange {
  brand?: string;
  complete: boolean;
  error?: { message: string };
}

export interface StripeJs {
  elements(options?: { locale?: string }): {
    create(type: 'cardNumber' | 'cardExpiry' | 'cardCvc', options?: object): StripeElement;
  };
  createPaymentMethod(options: {
    type: 'card';
    card: StripeElement;
    billing_details: {
      name: string;
      address?: {
        line1: string;
        line2: string;
        city: string;
        state: string;
        postal_code: string;
        country?: string;
      };
    };
  }): Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

let loading: Promise<NonNullable<Window['Stripe']>> | undefined;

/** Adds Stripe's script to the page once and resolves to Stripe.js for the publishable key. */
export async function loadStripe(publishableKey: string): Promise<StripeJs> {
  loading ??= new Promise((resolve, reject) => {
    if (window.Stripe) return resolve(window.Stripe);
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.addEventListener('load', () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not start')),
    );
    script.addEventListener('error', () => reject(new Error('Stripe.js could not be loaded')));
    document.head.append(script);
  });
  // A failed load may be tried again (the member's network came back).
  const Stripe = await loading.catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return Stripe(publishableKey);
}
