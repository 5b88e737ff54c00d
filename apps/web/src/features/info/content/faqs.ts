import { BRAND_NAME } from '@wine/contract/constants';

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqSection {
  title: string;
  entries: FaqEntry[];
}

/** States we cannot ship wine to (spec 001 §5 FAQ policies); retailers' coverage follows this list. */
export const NO_SHIPPING_STATES = [
  'Alabama', 'Arkansas', 'Illinois', 'Kentucky', 'Louisiana', 'Michigan', 'Mississippi', 'Missouri', 'South Dakota', 'Utah',
] as const;

const stateList = `${NO_SHIPPING_STATES.slice(0, -1).join(', ')} and ${NO_SHIPPING_STATES[NO_SHIPPING_STATES.length - 1]}`;

/** The FAQ in its four sections (spec 001 §2.18), carrying the policies of spec 001 §5 and §9. */
export const FAQ_SECTIONS: FaqSection[] = [
  {
    title: 'COMPANY',
    entries: [
      {
        question: `What is ${BRAND_NAME}?`,
        answer: `${BRAND_NAME} is a wine marketplace and community. Sommeliers and wine experts curate collections, local retailers fulfil the orders, and you discover, buy and learn about wines you will love.`,
      },
      {
        question: 'Who picks the wines?',
        answer: 'Every collection is built by an approved sommelier or wine expert. You can follow them, read their Wine Talks posts and meet them at our tasting events.',
      },
      {
        question: 'Who sells and ships my wine?',
        answer: 'Your order is fulfilled by a licensed local retailer partnered with us. All the wines in one order come from a single retailer or event.',
      },
      {
        question: 'How do I become a sommelier on the platform?',
        answer: 'Sign in, open your profile and choose Become a Sommelier. Our team reviews every application and gets back to you shortly.',
      },
    ],
  },
  {
    title: 'ACCOUNT SETUP AND ORDERING',
    entries: [
      {
        question: 'Do I need an account to order?',
        answer: 'You can browse without one. To like wines, follow sommeliers, use the cart and place an order, sign up with your email or your Google account.',
      },
      {
        question: 'How old do I have to be?',
        answer: 'You must be 21 or older to use the site and buy wine. The person receiving the delivery must also be aged 21 or over and show a valid ID.',
      },
      {
        question: 'How do I place an order?',
        answer: 'Add wines to your cart, then proceed to checkout: choose a delivery address, a billing address and a saved card, and confirm. You can follow your order under Order History.',
      },
      {
        question: 'Can I change or cancel my order?',
        answer: 'Contact us as soon as possible through the Contact us page. As long as the retailer has not shipped it, we can change or cancel your order.',
      },
    ],
  },
  {
    title: 'SHIPPING',
    entries: [
      {
        question: 'How long does delivery take?',
        answer: 'Orders are delivered in 3-7 business days.',
      },
      {
        question: 'Does someone need to be home to receive the wine?',
        answer: 'Yes. An adult aged 21 or over must receive the package and show a valid ID; wine cannot be left at the door.',
      },
      {
        question: 'What if nobody is home?',
        answer: 'The carrier makes three delivery attempts. If all three fail, the package returns to the retailer, and sending it again costs a $20 re-delivery fee.',
      },
      {
        question: 'Which states do you ship to?',
        answer: `We ship to most of the United States. Because of state laws we cannot ship to ${stateList}.`,
      },
      {
        question: 'Can I return wine?',
        answer: 'Returns are accepted only for unopened wines, within 30 days of delivery. Contact us to arrange the return.',
      },
    ],
  },
  {
    title: 'PAYMENT',
    entries: [
      {
        question: 'How do I pay?',
        answer: 'Orders are paid by card: add a card once, and choose one of your saved cards at checkout.',
      },
      {
        question: 'When is my card charged?',
        answer: 'Nothing is taken when you place the order: $0 is charged at that time. Your card is charged after 11:30pm on the day of your order.',
      },
      {
        question: 'How do refunds work?',
        answer: 'Refunds are processed within 24 hours of approval and are reflected on your card statement in 1-4 business days.',
      },
      {
        question: 'Can I use a promo code?',
        answer: 'Yes. Enter it in your cart before you pay; the saving shows on your order total.',
      },
    ],
  },
];
