// The contact form (spec: name, email, country, subject, message), sent to /api/inbox/contact.
import { ContactMessage } from '@sauti/contract';
import { Send } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/Field';
import { useServerForm } from '../../lib/server-form';
import { FormStatus } from './FormStatus';
import { subjectOptions } from './options';

const EMPTY = { name: '', email: '', country: '', subject: '', message: '' };

export function ContactForm() {
  const form = useServerForm({ empty: EMPTY, schema: ContactMessage, path: '/api/inbox/contact' });
  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      aria-label="Contact us"
      className="flex flex-col gap-4"
    >
      <FormStatus acknowledgement={form.acknowledgement} formError={form.formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" required autoComplete="name" {...form.field('name')} />
        <TextField label="Email" type="email" required autoComplete="email" {...form.field('email')} />
        <TextField label="Country" optional autoComplete="country-name" {...form.field('country')} />
        <SelectField
          label="Subject"
          required
          placeholder="Choose a subject"
          options={subjectOptions}
          {...form.field('subject')}
        />
      </div>
      <TextAreaField label="Message" required rows={4} {...form.field('message')} />
      <Button type="submit" disabled={form.sending} className="self-start">
        <Send aria-hidden="true" className="size-4" /> {form.sending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
