// Request a Quote (spec: advertising inquiry), sent to /api/inbox/advertising.
import { AdvertisingInquiry } from '@sauti/contract';
import { Button } from '../../components/ui/Button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/Field';
import { useServerForm } from '../../lib/server-form';
import { FormStatus } from './FormStatus';
import { budgetOptions, formatOptions } from './options';

const EMPTY = { companyName: '', contactName: '', email: '', phone: '', budget: '', adType: '', message: '' };

export function AdvertisingForm() {
  const form = useServerForm({ empty: EMPTY, schema: AdvertisingInquiry, path: '/api/inbox/advertising' });
  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      aria-label="Request a quote"
      className="flex flex-col gap-4"
    >
      <FormStatus acknowledgement={form.acknowledgement} formError={form.formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Company name" required autoComplete="organization" {...form.field('companyName')} />
        <TextField label="Contact name" required autoComplete="name" {...form.field('contactName')} />
        <TextField label="Email" type="email" required autoComplete="email" {...form.field('email')} />
        <TextField label="Phone" type="tel" optional autoComplete="tel" {...form.field('phone')} />
        <SelectField
          label="Monthly budget"
          required
          placeholder="Choose a budget"
          options={budgetOptions}
          {...form.field('budget')}
        />
        <SelectField
          label="Ad format"
          optional
          placeholder="Not sure yet"
          options={formatOptions}
          {...form.field('adType')}
        />
      </div>
      <TextAreaField
        label="Tell us about your campaign"
        optional
        rows={4}
        hint="Audience, countries, dates: whatever helps us prepare a quote."
        {...form.field('message')}
      />
      <Button type="submit" disabled={form.sending} className="self-start">
        {form.sending ? 'Sending…' : 'Request a quote'}
      </Button>
    </form>
  );
}
