// What the apps share as 'react-final-form' (createAppConfig aliases the package to this file; see facades.js):
// the form and the hooks the apps and the shared FormField use. Add a name here when an app needs it.
export { Form, Field, useField, useForm, useFormState } from 'react-final-form/dist/react-final-form.es.js';
