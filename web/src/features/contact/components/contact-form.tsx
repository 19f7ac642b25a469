import { ContactMessageSchema } from "@shared/schemas/messages";
import { Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useZodForm } from "@/lib/use-zod-form";
import { useSendContactMessage } from "../api/send-contact-message";

const EMPTY = { name: "", email: "", phone: "", subject: "", message: "" };

/**
 * "Send us a message" (see docs/product/about-and-contact.md#the-contact-form): checked in the browser with the same schema the server uses, each
 * message under its field; then sent, with 'Sending...' meanwhile, and cleared once it arrived.
 */
export function ContactForm() {
  const form = useZodForm(ContactMessageSchema, EMPTY);
  const send = useSendContactMessage();

  const onSubmit = form.handleSubmit((message) => {
    send.mutate(message, {
      onSuccess: () => {
        toast({ title: "Message Sent Successfully!", description: "Thank you for contacting us. We'll get back to you within 24 hours." });
        form.reset();
      },
      onError: () => {
        toast({ title: "Error", description: "Failed to send message. Please try again.", variant: "destructive" });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Full name" error={form.errors.name}>
          {(control) => <Input {...control} {...form.field("name")} autoComplete="name" placeholder="Your name" />}
        </FormField>
        <FormField id="contact-email" label="Email address" error={form.errors.email}>
          {(control) => <Input {...control} {...form.field("email")} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />}
        </FormField>
        <FormField id="contact-phone" label="Phone number" error={form.errors.phone}>
          {(control) => <Input {...control} {...form.field("phone")} type="tel" autoComplete="tel" inputMode="tel" placeholder="+91 98765 43210" />}
        </FormField>
        <FormField id="contact-subject" label="Subject" error={form.errors.subject}>
          {(control) => <Input {...control} {...form.field("subject")} placeholder="How can we help?" />}
        </FormField>
      </div>
      <FormField id="contact-message" label="Message" error={form.errors.message}>
        {(control) => (
          <Textarea
            {...control}
            name="message"
            rows={5}
            value={form.values.message}
            onChange={(event) => form.setValue("message", event.target.value)}
            placeholder="Tell us about your question or your order (the order number helps)."
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto sm:justify-self-start">
        <Send aria-hidden="true" />
        {send.isPending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
