import { ChevronDown } from "lucide-react";

const QUESTIONS = [
  {
    question: "How long does delivery take?",
    answer:
      "It depends on where you live: enter your PIN code under Check delivery on any product or in your cart to see the day your order arrives. Checkout shows it again before you pay.",
  },
  {
    question: "How much does shipping cost?",
    answer: "Shipping is free on every order above ₹999. For smaller orders a flat ₹99 is added at checkout.",
  },
  {
    question: "Can I pay cash on delivery?",
    answer:
      "On most PIN codes, yes: Check delivery on any product or in your cart tells you whether it is available for yours. You can also pay online by card, UPI or net banking when you check out.",
  },
  {
    question: "What is your return policy?",
    answer:
      "You can return products within 30 days of delivery if they are unused and in their original packaging. Call or write to us and we will arrange a pickup and refund you once it reaches us. For hygiene reasons, opened feeding and skincare items can be returned only if they arrived damaged or defective.",
  },
  {
    question: "Are your products authentic?",
    answer:
      "Always. We buy directly from the brands and their authorised distributors, every product arrives sealed, and our panel of pediatricians reviews each range before it goes on sale.",
  },
  {
    question: "How do I track my order?",
    answer: "Sign in and open Order History (the Track Order link at the top of every page) to see the status and expected delivery of each order.",
  },
];

/** Frequently asked questions as disclosures: each answer opens under its question (keyboard and screen readers included). */
export function ContactFaq() {
  return (
    <div className="grid gap-3">
      {QUESTIONS.map(({ question, answer }) => (
        <details key={question} className="group rounded-2xl border border-border bg-card shadow-xs open:shadow-sm">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-4 py-3.5 font-semibold text-foreground hover:bg-muted/60 sm:px-5 [&::-webkit-details-marker]:hidden">
            {question}
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-4 pb-4 text-sm leading-relaxed text-muted-foreground sm:px-5">{answer}</p>
        </details>
      ))}
    </div>
  );
}
