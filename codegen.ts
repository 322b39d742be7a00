import type { CodegenConfig } from '@graphql-codegen/cli'

/**
 * One schema, two consumers: the API's resolver types and the web tier's typed documents.
 * The schema is every .graphql file under api/src (one per domain), the set api/src/graphql/type-defs.ts loads.
 * Run `npm run codegen` after editing one of them or a document in src/server/*.documents.ts.
 */
const config: CodegenConfig = {
  schema: 'api/src/**/*.graphql',
  generates: {
    // API resolver types (server side).
    'api/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../graphql/context#GraphQLContext',
        // Resolvers hand these types rows (public catalog rows with their relations); field resolvers shape them.
        mappers: {
          Appointment: '../appointments/appointments.mappers#AppointmentParent',
          FastAppointment: '../appointments/fast-appointments.service#FastAppointmentRow',
          Doctor: '../doctors/doctors.mappers#DoctorParent',
          Language: '../catalog/catalog.mappers#LanguageRow',
          Specialty: '../catalog/catalog.mappers#SpecialtyParent',
          Organization: '../catalog/catalog.mappers#OrganizationParent',
          OrganizationSettings: '../catalog/catalog.mappers#OrganizationSettingsRow',
          Service: '../catalog/catalog.mappers#ServiceParent',
          TranslatorPlan: '../catalog/catalog.mappers#TranslatorPlanRow',
          User: '../users/users.mappers#UserRow',
          SubscriptionPlan: '../subscriptions/subscriptions.mappers#SubscriptionPlanParent',
          PlanFeature: '../subscriptions/subscriptions.mappers#PlanFeatureParent',
          FeatureItem: '../subscriptions/subscriptions.mappers#PlanFeatureParent',
          FeatureItemOption: '../subscriptions/subscriptions.mappers#PlanFeatureOptionRow',
          PlanOption: '../subscriptions/subscriptions.mappers#PlanOptionRow',
          PaymentSource: '../payments/payment-types#CardRow',
          ChargePayment: '../payments/payment-types#ChargeRow',
          Notification: '../notifications/notifications.service#ListedNotification',
          Entitlement: '../entitlements/entitlements.service#FeatureTerms',
          Folder: '../documents/documents.service#FolderRow',
          StorageFile: '../documents/documents.service#DocumentFileRow',
          FolderListing: '../documents/documents.service#FolderListingRow',
          SharedFolder: '../documents/shared-documents.service#SharedFolderRow',
          DocumentAccess: '../documents/shared-documents.service#DocumentAccessRow',
        },
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: {
          ID: { input: 'string', output: 'string | number' },
          DateTime: { input: 'string', output: 'Date | string' },
          JSON: 'Record<string, unknown>',
        },
      },
    },
    // Web documents as TypedDocumentNodes: beside the server code that sends them (only the server talks to the API).
    'src/gql/': {
      documents: ['src/server/**/*.documents.ts'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string', JSON: 'unknown' } },
    },
  },
}

export default config
