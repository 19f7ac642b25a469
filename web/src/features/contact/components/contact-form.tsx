import { type ContactMessageInput, ContactMessageSchema } from "@shared/schemas/messages";
import { Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field, Form, useShopForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useSendContactMessage } from "../api/send-contact-message";

const EMPTY = { name: "", email: "", phone: "", subject: "", message: "" };

/**
 * "Send us a message" (see docs/product/about-and-contact.md#the-contact-form): checked in the browser with the same schema the server uses, each
 * message under its field; then sent, with 'Sending...' meanwhile, and cleared once it arrived.
 */
export function ContactForm() {
  const form = useShopForm({ schema: ContactMessageSchema, defaultValues: EMPTY });
  const send = useSendContactMessage();

  const onSubmit = (message: ContactMessageInput) => {
    send.mutate(message, {
      onSuccess: () => {
        toast({ title: "Message Sent Successfully!", description: "Thank you for contacting us. We'll get back to you within 24 hours." });
        form.reset();
      },
      onError: () => {
        toast({ title: "Error", description: "Failed to send message. Please try again.", variant: "destructive" });
      },
    });
  };

  return (
    <Form form={form} onValid={onSubmit} aria-labelledby="contact-form-title" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="name" id="contact-name" label="Full name">
          {(control, field) => <Input {...control} {...field} autoComplete="name" placeholder="Your name" />}
        </Field>
        <Field name="email" id="contact-email" label="Email address">
          {(control, field) => <Input {...control} {...field} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />}
        </Field>
        <Field name="phone" id="contact-phone" label="Phone number">
          {(control, field) => <Input {...control} {...field} type="tel" autoComplete="tel" inputMode="tel" placeholder="+91 98765 43210" />}
        </Field>
        <Field name="subject" id="contact-subject" label="Subject">
          {(control, field) => <Input {...control} {...field} placeholder="How can we help?" />}
        </Field>
      </div>
      <Field name="message" id="contact-message" label="Message">
        {(control, field) => (
          <Textarea
            {...control}
            {...field}
            rows={5}
            placeholder="Tell us about your question or your order (the order number helps)."
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto sm:justify-self-start">
        <Send aria-hidden="true" />
        {send.isPending ? "Sending..." : "Send Message"}
      </Button>
    </Form>
  );
}
