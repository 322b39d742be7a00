/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation SavePatientProfile($input: UpdatePatientInput!) {\n    updatePatient(input: $input) {\n      ...PatientProfileFields\n    }\n  }\n": typeof types.SavePatientProfileDocument,
    "\n  mutation ChangePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SaveAccountSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      message\n    }\n  }\n": typeof types.SaveAccountSettingsDocument,
    "\n  mutation SaveHealthAnswers($input: HealthInfoInput!) {\n    updateHealthInfo(input: $input) {\n      ...HealthInfoFields\n    }\n  }\n": typeof types.SaveHealthAnswersDocument,
    "\n  query AnalysisList($page: Int!, $limit: Int!, $sort: Int!, $search: String) {\n    getAnalysis(pagination: { page: $page, limit: $limit }, sort: $sort, search: $search) {\n      total\n      results {\n        id\n        title\n        status\n        created_at\n        summary\n        error\n      }\n    }\n  }\n": typeof types.AnalysisListDocument,
    "\n  query Analysis($id: ID!) {\n    getAnalysisById(id: $id) {\n      id\n      title\n      status\n      created_at\n      summary\n      error\n      file {\n        id\n        name\n        size\n      }\n      indicators {\n        biomarker\n        name\n        printed_name\n        result\n        unit\n        reference_range\n        status\n        check\n        other_reading\n      }\n      unread\n    }\n  }\n": typeof types.AnalysisDocument,
    "\n  query AnalysisQuestions($id: ID!, $biomarker: String!) {\n    getQuestions(id: $id, biomarker: $biomarker) {\n      question\n      answer\n    }\n  }\n": typeof types.AnalysisQuestionsDocument,
    "\n  mutation DeleteAnalysis($id: ID!) {\n    deleteAnalysisById(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteAnalysisDocument,
    "\n  fragment AppointmentCardFields on Appointment {\n    id\n    status\n    paid\n    payKey\n    created_at\n    price\n    dates {\n      id\n      date\n      sender\n      accepted\n    }\n    plan {\n      id\n      name\n      type\n      duration\n    }\n    doctor {\n      id\n      slug\n      first_name\n      last_name\n      avatar\n      professional_title\n      specialties {\n        id\n        name\n      }\n    }\n    admin_notes {\n      id\n      note\n      kind\n    }\n  }\n": typeof types.AppointmentCardFieldsFragmentDoc,
    "\n  query AppointmentList($query: AppointmentsQuery) {\n    appointments(query: $query) {\n      total\n      has_more\n      results {\n        ...AppointmentCardFields\n      }\n    }\n  }\n": typeof types.AppointmentListDocument,
    "\n  query Appointment($id: ID!) {\n    appointment(id: $id) {\n      ...AppointmentCardFields\n      doctor {\n        timezone\n        working_hours {\n          day\n          start\n          end\n        }\n      }\n      reason\n      links\n      status_reason\n      review {\n        rating\n        comment\n      }\n      files {\n        id\n        sender\n        created_at\n        file {\n          id\n          name\n          url\n        }\n      }\n      reports_file {\n        id\n        file {\n          id\n          name\n          url\n        }\n      }\n      notes {\n        id\n        note\n        sender\n        created_at\n      }\n      report {\n        id\n        report\n        date_report\n      }\n      appointment_translators {\n        id\n        price\n        translator_plan {\n          id\n          lang_1\n          lang_2\n        }\n      }\n    }\n  }\n": typeof types.AppointmentDocument,
    "\n  mutation SendAppointmentNote($id: ID!, $note: String!) {\n    CreateAppointmentNote(id: $id, input: { note: $note }) {\n      id\n    }\n  }\n": typeof types.SendAppointmentNoteDocument,
    "\n  mutation ApproveAppointmentDate($appointmentId: ID!, $dateId: ID!) {\n    ApproveDate(appointmentId: $appointmentId, dateId: $dateId) {\n      status\n    }\n  }\n": typeof types.ApproveAppointmentDateDocument,
    "\n  mutation AddAppointmentLinks($id: ID!, $links: [String!]!) {\n    AddLinks(id: $id, input: { links: $links }) {\n      id\n    }\n  }\n": typeof types.AddAppointmentLinksDocument,
    "\n  mutation RejectAppointmentStatus($id: ID!, $status: Int!, $reason: String!) {\n    RejectStatus(id: $id, input: { status: $status, reason: $reason }) {\n      status\n    }\n  }\n": typeof types.RejectAppointmentStatusDocument,
    "\n  mutation CreateAppointment($input: CreateAppointmentInput!) {\n    CreateAppointment(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateAppointmentDocument,
    "\n  mutation RequestAppointmentDates($id: ID!, $dates: [DateTime!]!) {\n    RequestAppointmentDates(id: $id, input: { dates: $dates }) {\n      id\n    }\n  }\n": typeof types.RequestAppointmentDatesDocument,
    "\n  mutation CreateReview($input: ReviewInput!) {\n    CreateReview(input: $input) {\n      rating\n    }\n  }\n": typeof types.CreateReviewDocument,
    "\n  query TranslatorPlan($lang: String!, $duration: Int) {\n    translatorPlanByLanguage(lang: $lang, duration: $duration) {\n      id\n      price\n      lang_1\n      lang_2\n      duration\n    }\n  }\n": typeof types.TranslatorPlanDocument,
    "\n  query TranslatorLanguages {\n    languages(pagination: { page: 0, limit: 300 }) {\n      id\n      code\n      name\n      nativeName\n    }\n  }\n": typeof types.TranslatorLanguagesDocument,
    "\n  mutation AddTranslator($id: ID!, $translatorPlanId: ID!) {\n    AddTranslatorPlan(id: $id, translator_plan_id: $translatorPlanId) {\n      id\n    }\n  }\n": typeof types.AddTranslatorDocument,
    "\n  mutation AddAppointmentFiles($id: ID!, $files: [FileRefInput!]!) {\n    CreateAppointmentFile(id: $id, input: { files: $files }) {\n      id\n    }\n  }\n": typeof types.AddAppointmentFilesDocument,
    "\n  query TranslationAvailable {\n    translationAvailable\n  }\n": typeof types.TranslationAvailableDocument,
    "\n  mutation TranslateNote($input: TranslateInput!) {\n    translate(input: $input) {\n      body\n    }\n  }\n": typeof types.TranslateNoteDocument,
    "\n  query SpecialtyList($name: String, $visible: Boolean, $lang: String) {\n    specialties(name: $name, visible: $visible, lang: $lang) {\n      id\n      name\n      slug\n      icon\n    }\n  }\n": typeof types.SpecialtyListDocument,
    "\n  query SpecialtyBySlug($slug: String!, $lang: String) {\n    specialtyBySlug(slug: $slug, lang: $lang) {\n      id\n      name\n      slug\n      icon\n    }\n  }\n": typeof types.SpecialtyBySlugDocument,
    "\n  query LanguageCodes {\n    languages(pagination: { page: 0, limit: 300 }) {\n      id\n      code\n      nativeName\n      name\n    }\n  }\n": typeof types.LanguageCodesDocument,
    "\n  query OrganizationList {\n    organizations {\n      id\n      name\n    }\n  }\n": typeof types.OrganizationListDocument,
    "\n  query ServiceList($type: Int, $lang: String, $pagination: PaginationInput) {\n    getServices(type: $type, lang: $lang, pagination: $pagination) {\n      total\n      results {\n        id\n        slug\n        title\n        short_desc\n        type\n        icon\n      }\n    }\n  }\n": typeof types.ServiceListDocument,
    "\n  query ServiceBySlug($slug: String!, $lang: String) {\n    getServiceBySlug(slug: $slug, lang: $lang) {\n      id\n      slug\n      title\n      subtitle\n      short_desc\n      description\n      text\n      link\n      type\n      icon\n      main_image\n      keywords\n      organization_id\n    }\n  }\n": typeof types.ServiceBySlugDocument,
    "\n  query ServiceDoctorList($query: ServiceDoctorsQuery!) {\n    getServiceBySlugDoctors(query: $query) {\n      total\n      results {\n        ...DoctorCardFields\n      }\n    }\n  }\n": typeof types.ServiceDoctorListDocument,
    "\n  mutation SendContactRequest($input: ContactUsInput!) {\n    sendContactUsEmail(input: $input) {\n      message\n    }\n  }\n": typeof types.SendContactRequestDocument,
    "\n  fragment DoctorCardFields on Doctor {\n    id\n    slug\n    first_name\n    last_name\n    avatar\n    professional_title\n    experience_start_date\n    lowestPrice\n    rating\n    reviewCount\n    nextFreeAt\n    languages {\n      id\n      code\n      name\n    }\n    specialties {\n      id\n      name\n      slug\n    }\n    organization {\n      id\n      name\n      image\n    }\n    groups {\n      id\n      group_id\n      name\n    }\n  }\n": typeof types.DoctorCardFieldsFragmentDoc,
    "\n  query DoctorList($query: DoctorsQuery) {\n    doctors(query: $query) {\n      total\n      results {\n        ...DoctorCardFields\n      }\n    }\n  }\n": typeof types.DoctorListDocument,
    "\n  query DoctorProfile($slug: String!) {\n    doctorBySlug(slug: $slug) {\n      ...DoctorCardFields\n      about\n      cover\n      timezone\n      address\n      working_hours {\n        day\n        start\n        end\n      }\n      plans {\n        id\n        name\n        description\n        features\n        price\n        type\n        type_name\n        duration\n      }\n    }\n  }\n": typeof types.DoctorProfileDocument,
    "\n  query RelatedDoctorList($slug: String!, $limit: Int) {\n    relatedDoctors(slug: $slug, limit: $limit) {\n      id\n      slug\n      first_name\n      last_name\n      avatar\n    }\n  }\n": typeof types.RelatedDoctorListDocument,
    "\n  fragment DocumentFolderFields on Folder {\n    id\n    name\n    parent_id\n    updated_at\n    size\n    doctors {\n      id\n      first_name\n      last_name\n      avatar\n    }\n  }\n": typeof types.DocumentFolderFieldsFragmentDoc,
    "\n  query DocumentsListing($folder_id: ID, $sort_option: Int, $search: String) {\n    getFolders(folder_id: $folder_id, sort_option: $sort_option, search: $search) {\n      folder {\n        ...DocumentFolderFields\n      }\n      path {\n        id\n        name\n      }\n      children {\n        ...DocumentFolderFields\n      }\n      files {\n        id\n        name\n        size\n        mime\n        updated_at\n        folder_id\n      }\n    }\n    getStorageSize {\n      unit\n      used\n      limit\n      percent\n      used_bytes\n      limit_bytes\n      level\n      locked\n    }\n  }\n": typeof types.DocumentsListingDocument,
    "\n  query DocumentsRelatedDoctors {\n    getRelatedDoctors {\n      id\n      first_name\n      last_name\n      avatar\n    }\n  }\n": typeof types.DocumentsRelatedDoctorsDocument,
    "\n  query DocumentAccessLog($folder_id: ID, $file_id: ID) {\n    getAccessLog(folder_id: $folder_id, file_id: $file_id) {\n      id\n      doctor {\n        id\n        first_name\n        last_name\n        avatar\n      }\n      file_id\n      file_name\n      folder_id\n      action\n      at\n    }\n  }\n": typeof types.DocumentAccessLogDocument,
    "\n  mutation CreateDocumentFolder($name: String!, $parent_id: ID) {\n    createFolder(name: $name, parent_id: $parent_id) {\n      id\n    }\n  }\n": typeof types.CreateDocumentFolderDocument,
    "\n  mutation RenameDocumentFolder($id: ID!, $input: FolderInput!) {\n    updateFolder(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.RenameDocumentFolderDocument,
    "\n  mutation DeleteDocumentFolder($id: ID!) {\n    deleteFolder(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteDocumentFolderDocument,
    "\n  mutation DeleteDocumentFile($id: ID!) {\n    deleteFile(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteDocumentFileDocument,
    "\n  mutation DiscardUpload($id: ID!) {\n    discardUpload(id: $id) {\n      message\n    }\n  }\n": typeof types.DiscardUploadDocument,
    "\n  mutation AttachDocumentFiles($file_ids: [ID!]!, $folder_id: ID) {\n    attachFileToFolder(file_ids: $file_ids, folder_id: $folder_id) {\n      message\n    }\n  }\n": typeof types.AttachDocumentFilesDocument,
    "\n  mutation ShareDocumentFolder($folder_id: ID!, $doctor_ids: [ID!]!) {\n    shareFolder(folder_id: $folder_id, doctor_ids: $doctor_ids) {\n      id\n    }\n  }\n": typeof types.ShareDocumentFolderDocument,
    "\n  mutation RevokeDocumentFolderAccess($folder_id: ID!, $doctor_ids: [ID!]!) {\n    deleteFolderAccess(folder_id: $folder_id, doctor_ids: $doctor_ids) {\n      id\n    }\n  }\n": typeof types.RevokeDocumentFolderAccessDocument,
    "\n  fragment FastAppointmentFields on FastAppointment {\n    id\n    status\n    created_at\n    note\n    organization_ids\n    notes {\n      id\n      note\n      created_at\n    }\n    files {\n      id\n      name\n      url\n    }\n  }\n": typeof types.FastAppointmentFieldsFragmentDoc,
    "\n  query FastAppointments($pagination: PaginationInput) {\n    getFastAppointments(pagination: $pagination) {\n      total\n      results {\n        ...FastAppointmentFields\n      }\n    }\n  }\n": typeof types.FastAppointmentsDocument,
    "\n  mutation CreateFastAppointment($input: CreateFastAppointmentInput!) {\n    CreateFastAppointment(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateFastAppointmentDocument,
    "\n  fragment HealthInfoFields on HealthInfo {\n    height\n    heightUnit\n    weight\n    weightUnit\n    chronic_conditions\n    chronic_conditions_options\n    chronic_conditions_other\n    family_history\n    family_history_options\n    family_history_other\n    allergies\n    allergies_other\n    surgical_history\n    surgical_history_other\n    medication\n    medication_other\n    medication_history\n    medication_history_other\n    vaccination\n    smoke\n    smoke_other\n    alcohol\n    alcohol_other\n    sleep\n    regular_cycle\n    pregnant\n  }\n": typeof types.HealthInfoFieldsFragmentDoc,
    "\n  query HealthAnswers {\n    me {\n      id\n      health_info {\n        ...HealthInfoFields\n      }\n    }\n  }\n": typeof types.HealthAnswersDocument,
    "\n  query Notifications($pagination: PaginationInput, $read: Int) {\n    getUserNotifications(pagination: $pagination, read: $read) {\n      total\n      unread_count\n      results {\n        id\n        read\n        created_at\n        body {\n          title\n          body\n          appointmentId\n        }\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation UpdateRead($id: ID!) {\n    updateRead(id: $id) {\n      message\n    }\n  }\n": typeof types.UpdateReadDocument,
    "\n  mutation RemoveNotification($id: ID!) {\n    removeNotification(id: $id) {\n      message\n    }\n  }\n": typeof types.RemoveNotificationDocument,
    "\n  query PaymentConfig {\n    paymentConfig {\n      processor\n      publishable_key\n    }\n  }\n": typeof types.PaymentConfigDocument,
    "\n  query SavedCards {\n    getSource {\n      id\n      source\n      is_default\n      source_info {\n        card {\n          brand\n          last4\n          exp_month\n          exp_year\n        }\n      }\n    }\n  }\n": typeof types.SavedCardsDocument,
    "\n  query ChargePayments($pagination: PaginationInput) {\n    chargePayments(pagination: $pagination) {\n      total\n      data {\n        id\n        created_at\n        amount\n        description\n        discount {\n          price\n          amount\n          percent\n          plan\n        }\n        status\n        receipt_url\n      }\n    }\n  }\n": typeof types.ChargePaymentsDocument,
    "\n  query PayableAppointment($payKey: String!) {\n    appointmentByKey(payKey: $payKey) {\n      id\n      status\n      paid\n      price\n      plan {\n        id\n        name\n        type\n      }\n      doctor {\n        id\n        first_name\n        last_name\n      }\n    }\n  }\n": typeof types.PayableAppointmentDocument,
    "\n  query MyEntitlements {\n    myEntitlements {\n      plan {\n        id\n        name\n        subscribed\n      }\n      features {\n        feature\n        allowed\n        unit\n        limit\n      }\n    }\n  }\n": typeof types.MyEntitlementsDocument,
    "\n  query SubscriptionPlans($pagination: PaginationInput) {\n    getSubscriptions(pagination: $pagination) {\n      total\n      results {\n        id\n        name\n        icon\n        features {\n          id\n          name\n          icon\n          item {\n            value\n            unit\n            options {\n              type\n              limit\n            }\n          }\n        }\n        options {\n          id\n          duration_type\n          price\n        }\n      }\n    }\n  }\n": typeof types.SubscriptionPlansDocument,
    "\n  fragment PaymentAnswerFields on PaymentAnswer {\n    id\n    status\n    redirect_url\n    client_secret\n    error_code\n    decline_code\n  }\n": typeof types.PaymentAnswerFieldsFragmentDoc,
    "\n  mutation PayAppointment($input: PayAppointmentInput!) {\n    PayAppointment(input: $input) {\n      ...PaymentAnswerFields\n    }\n  }\n": typeof types.PayAppointmentDocument,
    "\n  mutation PaySubscription($input: PaySubscriptionInput!) {\n    PaySubscription(input: $input) {\n      ...PaymentAnswerFields\n    }\n  }\n": typeof types.PaySubscriptionDocument,
    "\n  mutation ConfirmPayment($id: ID!) {\n    ConfirmPayment(id: $id) {\n      ...PaymentAnswerFields\n    }\n  }\n": typeof types.ConfirmPaymentDocument,
    "\n  mutation CreateSource($source: String!) {\n    createSource(input: { source: $source }) {\n      message\n    }\n  }\n": typeof types.CreateSourceDocument,
    "\n  mutation RemoveCard($source: String!) {\n    removeCard(input: { source: $source }) {\n      message\n    }\n  }\n": typeof types.RemoveCardDocument,
    "\n  mutation SetDefaultCard($source: String!) {\n    setDefault(input: { source: $source }) {\n      message\n    }\n  }\n": typeof types.SetDefaultCardDocument,
    "\n  mutation SwitchSubscriptionPlan($optionId: ID!) {\n    switchSubscriptionPlan(option_id: $optionId) {\n      message\n    }\n  }\n": typeof types.SwitchSubscriptionPlanDocument,
    "\n  query DoctorReportList($statuses: [Int!], $from: DateTime, $to: DateTime, $page: Int!) {\n    appointments(\n      query: { statuses: $statuses, with_report: true, report_from: $from, report_to: $to, pagination: { page: $page, limit: 20 } }\n    ) {\n      has_more\n      results {\n        id\n        created_at\n        dates {\n          date\n          accepted\n        }\n        doctor {\n          first_name\n          last_name\n          specialties {\n            name\n          }\n        }\n        report {\n          id\n          date_report\n        }\n        reports_file {\n          file {\n            name\n            url\n          }\n        }\n      }\n    }\n  }\n": typeof types.DoctorReportListDocument,
    "\n  mutation OpenRoom($id: ID!) {\n    OpenRoom(input: { id: $id }) {\n      redirect_url\n      meetUrl\n      ticket\n    }\n  }\n": typeof types.OpenRoomDocument,
    "\n  fragment PatientProfileFields on User {\n    id\n    first_name\n    last_name\n    phone\n    phoneVerify\n    gender\n    date_of_birth\n    timezone\n    avatar\n    address\n    city\n    country\n    lang\n  }\n": typeof types.PatientProfileFieldsFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...PatientProfileFields\n      email\n      created_at\n      emailVerify\n      languages {\n        id\n        code\n        name\n        nativeName\n      }\n      settings {\n        auth2fa\n        activity_sync\n      }\n      subscribe {\n        subscription_id\n        name\n        duration_type\n        expiration_date\n        auto_renew_status\n        next_duration_type\n      }\n      unread_notifications\n    }\n    nearestAppointment {\n      appointment_id\n      date\n      status\n      paid\n      plan {\n        name\n        type\n      }\n      doctor {\n        first_name\n        last_name\n        avatar\n      }\n    }\n  }\n": typeof types.CurrentUserDocument,
};
const documents: Documents = {
    "\n  mutation SavePatientProfile($input: UpdatePatientInput!) {\n    updatePatient(input: $input) {\n      ...PatientProfileFields\n    }\n  }\n": types.SavePatientProfileDocument,
    "\n  mutation ChangePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input) {\n      message\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SaveAccountSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      message\n    }\n  }\n": types.SaveAccountSettingsDocument,
    "\n  mutation SaveHealthAnswers($input: HealthInfoInput!) {\n    updateHealthInfo(input: $input) {\n      ...HealthInfoFields\n    }\n  }\n": types.SaveHealthAnswersDocument,
    "\n  query AnalysisList($page: Int!, $limit: Int!, $sort: Int!, $search: String) {\n    getAnalysis(pagination: { page: $page, limit: $limit }, sort: $sort, search: $search) {\n      total\n      results {\n        id\n        title\n        status\n        created_at\n        summary\n        error\n      }\n    }\n  }\n": types.AnalysisListDocument,
    "\n  query Analysis($id: ID!) {\n    getAnalysisById(id: $id) {\n      id\n      title\n      status\n      created_at\n      summary\n      error\n      file {\n        id\n        name\n        size\n      }\n      indicators {\n        biomarker\n        name\n        printed_name\n        result\n        unit\n        reference_range\n        status\n        check\n        other_reading\n      }\n      unread\n    }\n  }\n": types.AnalysisDocument,
    "\n  query AnalysisQuestions($id: ID!, $biomarker: String!) {\n    getQuestions(id: $id, biomarker: $biomarker) {\n      question\n      answer\n    }\n  }\n": types.AnalysisQuestionsDocument,
    "\n  mutation DeleteAnalysis($id: ID!) {\n    deleteAnalysisById(id: $id) {\n      message\n    }\n  }\n": types.DeleteAnalysisDocument,
    "\n  fragment AppointmentCardFields on Appointment {\n    id\n    status\n    paid\n    payKey\n    created_at\n    price\n    dates {\n      id\n      date\n      sender\n      accepted\n    }\n    plan {\n      id\n      name\n      type\n      duration\n    }\n    doctor {\n      id\n      slug\n      first_name\n      last_name\n      avatar\n      professional_title\n      specialties {\n        id\n        name\n      }\n    }\n    admin_notes {\n      id\n      note\n      kind\n    }\n  }\n": types.AppointmentCardFieldsFragmentDoc,
    "\n  query AppointmentList($query: AppointmentsQuery) {\n    appointments(query: $query) {\n      total\n      has_more\n      results {\n        ...AppointmentCardFields\n      }\n    }\n  }\n": types.AppointmentListDocument,
    "\n  query Appointment($id: ID!) {\n    appointment(id: $id) {\n      ...AppointmentCardFields\n      doctor {\n        timezone\n        working_hours {\n          day\n          start\n          end\n        }\n      }\n      reason\n      links\n      status_reason\n      review {\n        rating\n        comment\n      }\n      files {\n        id\n        sender\n        created_at\n        file {\n          id\n          name\n          url\n        }\n      }\n      reports_file {\n        id\n        file {\n          id\n          name\n          url\n        }\n      }\n      notes {\n        id\n        note\n        sender\n        created_at\n      }\n      report {\n        id\n        report\n        date_report\n      }\n      appointment_translators {\n        id\n        price\n        translator_plan {\n          id\n          lang_1\n          lang_2\n        }\n      }\n    }\n  }\n": types.AppointmentDocument,
    "\n  mutation SendAppointmentNote($id: ID!, $note: String!) {\n    CreateAppointmentNote(id: $id, input: { note: $note }) {\n      id\n    }\n  }\n": types.SendAppointmentNoteDocument,
    "\n  mutation ApproveAppointmentDate($appointmentId: ID!, $dateId: ID!) {\n    ApproveDate(appointmentId: $appointmentId, dateId: $dateId) {\n      status\n    }\n  }\n": types.ApproveAppointmentDateDocument,
    "\n  mutation AddAppointmentLinks($id: ID!, $links: [String!]!) {\n    AddLinks(id: $id, input: { links: $links }) {\n      id\n    }\n  }\n": types.AddAppointmentLinksDocument,
    "\n  mutation RejectAppointmentStatus($id: ID!, $status: Int!, $reason: String!) {\n    RejectStatus(id: $id, input: { status: $status, reason: $reason }) {\n      status\n    }\n  }\n": types.RejectAppointmentStatusDocument,
    "\n  mutation CreateAppointment($input: CreateAppointmentInput!) {\n    CreateAppointment(input: $input) {\n      id\n    }\n  }\n": types.CreateAppointmentDocument,
    "\n  mutation RequestAppointmentDates($id: ID!, $dates: [DateTime!]!) {\n    RequestAppointmentDates(id: $id, input: { dates: $dates }) {\n      id\n    }\n  }\n": types.RequestAppointmentDatesDocument,
    "\n  mutation CreateReview($input: ReviewInput!) {\n    CreateReview(input: $input) {\n      rating\n    }\n  }\n": types.CreateReviewDocument,
    "\n  query TranslatorPlan($lang: String!, $duration: Int) {\n    translatorPlanByLanguage(lang: $lang, duration: $duration) {\n      id\n      price\n      lang_1\n      lang_2\n      duration\n    }\n  }\n": types.TranslatorPlanDocument,
    "\n  query TranslatorLanguages {\n    languages(pagination: { page: 0, limit: 300 }) {\n      id\n      code\n      name\n      nativeName\n    }\n  }\n": types.TranslatorLanguagesDocument,
    "\n  mutation AddTranslator($id: ID!, $translatorPlanId: ID!) {\n    AddTranslatorPlan(id: $id, translator_plan_id: $translatorPlanId) {\n      id\n    }\n  }\n": types.AddTranslatorDocument,
    "\n  mutation AddAppointmentFiles($id: ID!, $files: [FileRefInput!]!) {\n    CreateAppointmentFile(id: $id, input: { files: $files }) {\n      id\n    }\n  }\n": types.AddAppointmentFilesDocument,
    "\n  query TranslationAvailable {\n    translationAvailable\n  }\n": types.TranslationAvailableDocument,
    "\n  mutation TranslateNote($input: TranslateInput!) {\n    translate(input: $input) {\n      body\n    }\n  }\n": types.TranslateNoteDocument,
    "\n  query SpecialtyList($name: String, $visible: Boolean, $lang: String) {\n    specialties(name: $name, visible: $visible, lang: $lang) {\n      id\n      name\n      slug\n      icon\n    }\n  }\n": types.SpecialtyListDocument,
    "\n  query SpecialtyBySlug($slug: String!, $lang: String) {\n    specialtyBySlug(slug: $slug, lang: $lang) {\n      id\n      name\n      slug\n      icon\n    }\n  }\n": types.SpecialtyBySlugDocument,
    "\n  query LanguageCodes {\n    languages(pagination: { page: 0, limit: 300 }) {\n      id\n      code\n      nativeName\n      name\n    }\n  }\n": types.LanguageCodesDocument,
    "\n  query OrganizationList {\n    organizations {\n      id\n      name\n    }\n  }\n": types.OrganizationListDocument,
    "\n  query ServiceList($type: Int, $lang: String, $pagination: PaginationInput) {\n    getServices(type: $type, lang: $lang, pagination: $pagination) {\n      total\n      results {\n        id\n        slug\n        title\n        short_desc\n        type\n        icon\n      }\n    }\n  }\n": types.ServiceListDocument,
    "\n  query ServiceBySlug($slug: String!, $lang: String) {\n    getServiceBySlug(slug: $slug, lang: $lang) {\n      id\n      slug\n      title\n      subtitle\n      short_desc\n      description\n      text\n      link\n      type\n      icon\n      main_image\n      keywords\n      organization_id\n    }\n  }\n": types.ServiceBySlugDocument,
    "\n  query ServiceDoctorList($query: ServiceDoctorsQuery!) {\n    getServiceBySlugDoctors(query: $query) {\n      total\n      results {\n        ...DoctorCardFields\n      }\n    }\n  }\n": types.ServiceDoctorListDocument,
    "\n  mutation SendContactRequest($input: ContactUsInput!) {\n    sendContactUsEmail(input: $input) {\n      message\n    }\n  }\n": types.SendContactRequestDocument,
    "\n  fragment DoctorCardFields on Doctor {\n    id\n    slug\n    first_name\n    last_name\n    avatar\n    professional_title\n    experience_start_date\n    lowestPrice\n    rating\n    reviewCount\n    nextFreeAt\n    languages {\n      id\n      code\n      name\n    }\n    specialties {\n      id\n      name\n      slug\n    }\n    organization {\n      id\n      name\n      image\n    }\n    groups {\n      id\n      group_id\n      name\n    }\n  }\n": types.DoctorCardFieldsFragmentDoc,
    "\n  query DoctorList($query: DoctorsQuery) {\n    doctors(query: $query) {\n      total\n      results {\n        ...DoctorCardFields\n      }\n    }\n  }\n": types.DoctorListDocument,
    "\n  query DoctorProfile($slug: String!) {\n    doctorBySlug(slug: $slug) {\n      ...DoctorCardFields\n      about\n      cover\n      timezone\n      address\n      working_hours {\n        day\n        start\n        end\n      }\n      plans {\n        id\n        name\n        description\n        features\n        price\n        type\n        type_name\n        duration\n      }\n    }\n  }\n": types.DoctorProfileDocument,
    "\n  query RelatedDoctorList($slug: String!, $limit: Int) {\n    relatedDoctors(slug: $slug, limit: $limit) {\n      id\n      slug\n      first_name\n      last_name\n      avatar\n    }\n  }\n": types.RelatedDoctorListDocument,
    "\n  fragment DocumentFolderFields on Folder {\n    id\n    name\n    parent_id\n    updated_at\n    size\n    doctors {\n      id\n      first_name\n      last_name\n      avatar\n    }\n  }\n": types.DocumentFolderFieldsFragmentDoc,
    "\n  query DocumentsListing($folder_id: ID, $sort_option: Int, $search: String) {\n    getFolders(folder_id: $folder_id, sort_option: $sort_option, search: $search) {\n      folder {\n        ...DocumentFolderFields\n      }\n      path {\n        id\n        name\n      }\n      children {\n        ...DocumentFolderFields\n      }\n      files {\n        id\n        name\n        size\n        mime\n        updated_at\n        folder_id\n      }\n    }\n    getStorageSize {\n      unit\n      used\n      limit\n      percent\n      used_bytes\n      limit_bytes\n      level\n      locked\n    }\n  }\n": types.DocumentsListingDocument,
    "\n  query DocumentsRelatedDoctors {\n    getRelatedDoctors {\n      id\n      first_name\n      last_name\n      avatar\n    }\n  }\n": types.DocumentsRelatedDoctorsDocument,
    "\n  query DocumentAccessLog($folder_id: ID, $file_id: ID) {\n    getAccessLog(folder_id: $folder_id, file_id: $file_id) {\n      id\n      doctor {\n        id\n        first_name\n        last_name\n        avatar\n      }\n      file_id\n      file_name\n      folder_id\n      action\n      at\n    }\n  }\n": types.DocumentAccessLogDocument,
    "\n  mutation CreateDocumentFolder($name: String!, $parent_id: ID) {\n    createFolder(name: $name, parent_id: $parent_id) {\n      id\n    }\n  }\n": types.CreateDocumentFolderDocument,
    "\n  mutation RenameDocumentFolder($id: ID!, $input: FolderInput!) {\n    updateFolder(id: $id, input: $input) {\n      id\n    }\n  }\n": types.RenameDocumentFolderDocument,
    "\n  mutation DeleteDocumentFolder($id: ID!) {\n    deleteFolder(id: $id) {\n      message\n    }\n  }\n": types.DeleteDocumentFolderDocument,
    "\n  mutation DeleteDocumentFile($id: ID!) {\n    deleteFile(id: $id) {\n      message\n    }\n  }\n": types.DeleteDocumentFileDocument,
    "\n  mutation DiscardUpload($id: ID!) {\n    discardUpload(id: $id) {\n      message\n    }\n  }\n": types.DiscardUploadDocument,
    "\n  mutation AttachDocumentFiles($file_ids: [ID!]!, $folder_id: ID) {\n    attachFileToFolder(file_ids: $file_ids, folder_id: $folder_id) {\n      message\n    }\n  }\n": types.AttachDocumentFilesDocument,
    "\n  mutation ShareDocumentFolder($folder_id: ID!, $doctor_ids: [ID!]!) {\n    shareFolder(folder_id: $folder_id, doctor_ids: $doctor_ids) {\n      id\n    }\n  }\n": types.ShareDocumentFolderDocument,
    "\n  mutation RevokeDocumentFolderAccess($folder_id: ID!, $doctor_ids: [ID!]!) {\n    deleteFolderAccess(folder_id: $folder_id, doctor_ids: $doctor_ids) {\n      id\n    }\n  }\n": types.RevokeDocumentFolderAccessDocument,
    "\n  fragment FastAppointmentFields on FastAppointment {\n    id\n    status\n    created_at\n    note\n    organization_ids\n    notes {\n      id\n      note\n      created_at\n    }\n    files {\n      id\n      name\n      url\n    }\n  }\n": types.FastAppointmentFieldsFragmentDoc,
    "\n  query FastAppointments($pagination: PaginationInput) {\n    getFastAppointments(pagination: $pagination) {\n      total\n      results {\n        ...FastAppointmentFields\n      }\n    }\n  }\n": types.FastAppointmentsDocument,
    "\n  mutation CreateFastAppointment($input: CreateFastAppointmentInput!) {\n    CreateFastAppointment(input: $input) {\n      id\n    }\n  }\n": types.CreateFastAppointmentDocument,
    "\n  fragment HealthInfoFields on HealthInfo {\n    height\n    heightUnit\n    weight\n    weightUnit\n    chronic_conditions\n    chronic_conditions_options\n    chronic_conditions_other\n    family_history\n    family_history_options\n    family_history_other\n    allergies\n    allergies_other\n    surgical_history\n    surgical_history_other\n    medication\n    medication_other\n    medication_history\n    medication_history_other\n    vaccination\n    smoke\n    smoke_other\n    alcohol\n    alcohol_other\n    sleep\n    regular_cycle\n    pregnant\n  }\n": types.HealthInfoFieldsFragmentDoc,
    "\n  query HealthAnswers {\n    me {\n      id\n      health_info {\n        ...HealthInfoFields\n      }\n    }\n  }\n": types.HealthAnswersDocument,
    "\n  query Notifications($pagination: PaginationInput, $read: Int) {\n    getUserNotifications(pagination: $pagination, read: $read) {\n      total\n      unread_count\n      results {\n        id\n        read\n        created_at\n        body {\n          title\n          body\n          appointmentId\n        }\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation UpdateRead($id: ID!) {\n    updateRead(id: $id) {\n      message\n    }\n  }\n": types.UpdateReadDocument,
    "\n  mutation RemoveNotification($id: ID!) {\n    removeNotification(id: $id) {\n      message\n    }\n  }\n": types.RemoveNotificationDocument,
    "\n  query PaymentConfig {\n    paymentConfig {\n      processor\n      publishable_key\n    }\n  }\n": types.PaymentConfigDocument,
    "\n  query SavedCards {\n    getSource {\n      id\n      source\n      is_default\n      source_info {\n        card {\n          brand\n          last4\n          exp_month\n          exp_year\n        }\n      }\n    }\n  }\n": types.SavedCardsDocument,
    "\n  query ChargePayments($pagination: PaginationInput) {\n    chargePayments(pagination: $pagination) {\n      total\n      data {\n        id\n        created_at\n        amount\n        description\n        discount {\n          price\n          amount\n          percent\n          plan\n        }\n        status\n        receipt_url\n      }\n    }\n  }\n": types.ChargePaymentsDocument,
    "\n  query PayableAppointment($payKey: String!) {\n    appointmentByKey(payKey: $payKey) {\n      id\n      status\n      paid\n      price\n      plan {\n        id\n        name\n        type\n      }\n      doctor {\n        id\n        first_name\n        last_name\n      }\n    }\n  }\n": types.PayableAppointmentDocument,
    "\n  query MyEntitlements {\n    myEntitlements {\n      plan {\n        id\n        name\n        subscribed\n      }\n      features {\n        feature\n        allowed\n        unit\n        limit\n      }\n    }\n  }\n": types.MyEntitlementsDocument,
    "\n  query SubscriptionPlans($pagination: PaginationInput) {\n    getSubscriptions(pagination: $pagination) {\n      total\n      results {\n        id\n        name\n        icon\n        features {\n          id\n          name\n          icon\n          item {\n            value\n            unit\n            options {\n              type\n              limit\n            }\n          }\n        }\n        options {\n          id\n          duration_type\n          price\n        }\n      }\n    }\n  }\n": types.SubscriptionPlansDocument,
    "\n  fragment PaymentAnswerFields on PaymentAnswer {\n    id\n    status\n    redirect_url\n    client_secret\n    error_code\n    decline_code\n  }\n": types.PaymentAnswerFieldsFragmentDoc,
    "\n  mutation PayAppointment($input: PayAppointmentInput!) {\n    PayAppointment(input: $input) {\n      ...PaymentAnswerFields\n    }\n  }\n": types.PayAppointmentDocument,
    "\n  mutation PaySubscription($input: PaySubscriptionInput!) {\n    PaySubscription(input: $input) {\n      ...PaymentAnswerFields\n    }\n  }\n": types.PaySubscriptionDocument,
    "\n  mutation ConfirmPayment($id: ID!) {\n    ConfirmPayment(id: $id) {\n      ...PaymentAnswerFields\n    }\n  }\n": types.ConfirmPaymentDocument,
    "\n  mutation CreateSource($source: String!) {\n    createSource(input: { source: $source }) {\n      message\n    }\n  }\n": types.CreateSourceDocument,
    "\n  mutation RemoveCard($source: String!) {\n    removeCard(input: { source: $source }) {\n      message\n    }\n  }\n": types.RemoveCardDocument,
    "\n  mutation SetDefaultCard($source: String!) {\n    setDefault(input: { source: $source }) {\n      message\n    }\n  }\n": types.SetDefaultCardDocument,
    "\n  mutation SwitchSubscriptionPlan($optionId: ID!) {\n    switchSubscriptionPlan(option_id: $optionId) {\n      message\n    }\n  }\n": types.SwitchSubscriptionPlanDocument,
    "\n  query DoctorReportList($statuses: [Int!], $from: DateTime, $to: DateTime, $page: Int!) {\n    appointments(\n      query: { statuses: $statuses, with_report: true, report_from: $from, report_to: $to, pagination: { page: $page, limit: 20 } }\n    ) {\n      has_more\n      results {\n        id\n        created_at\n        dates {\n          date\n          accepted\n        }\n        doctor {\n          first_name\n          last_name\n          specialties {\n            name\n          }\n        }\n        report {\n          id\n          date_report\n        }\n        reports_file {\n          file {\n            name\n            url\n          }\n        }\n      }\n    }\n  }\n": types.DoctorReportListDocument,
    "\n  mutation OpenRoom($id: ID!) {\n    OpenRoom(input: { id: $id }) {\n      redirect_url\n      meetUrl\n      ticket\n    }\n  }\n": types.OpenRoomDocument,
    "\n  fragment PatientProfileFields on User {\n    id\n    first_name\n    last_name\n    phone\n    phoneVerify\n    gender\n    date_of_birth\n    timezone\n    avatar\n    address\n    city\n    country\n    lang\n  }\n": types.PatientProfileFieldsFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...PatientProfileFields\n      email\n      created_at\n      emailVerify\n      languages {\n        id\n        code\n        name\n        nativeName\n      }\n      settings {\n        auth2fa\n        activity_sync\n      }\n      subscribe {\n        subscription_id\n        name\n        duration_type\n        expiration_date\n        auto_renew_status\n        next_duration_type\n      }\n      unread_notifications\n    }\n    nearestAppointment {\n      appointment_id\n      date\n      status\n      paid\n      plan {\n        name\n        type\n      }\n      doctor {\n        first_name\n        last_name\n        avatar\n      }\n    }\n  }\n": types.CurrentUserDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePatientProfile($input: UpdatePatientInput!) {\n    updatePatient(input: $input) {\n      ...PatientProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation SavePatientProfile($input: UpdatePatientInput!) {\n    updatePatient(input: $input) {\n      ...PatientProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAccountSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAccountSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveHealthAnswers($input: HealthInfoInput!) {\n    updateHealthInfo(input: $input) {\n      ...HealthInfoFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveHealthAnswers($input: HealthInfoInput!) {\n    updateHealthInfo(input: $input) {\n      ...HealthInfoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalysisList($page: Int!, $limit: Int!, $sort: Int!, $search: String) {\n    getAnalysis(pagination: { page: $page, limit: $limit }, sort: $sort, search: $search) {\n      total\n      results {\n        id\n        title\n        status\n        created_at\n        summary\n        error\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnalysisList($page: Int!, $limit: Int!, $sort: Int!, $search: String) {\n    getAnalysis(pagination: { page: $page, limit: $limit }, sort: $sort, search: $search) {\n      total\n      results {\n        id\n        title\n        status\n        created_at\n        summary\n        error\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Analysis($id: ID!) {\n    getAnalysisById(id: $id) {\n      id\n      title\n      status\n      created_at\n      summary\n      error\n      file {\n        id\n        name\n        size\n      }\n      indicators {\n        biomarker\n        name\n        printed_name\n        result\n        unit\n        reference_range\n        status\n        check\n        other_reading\n      }\n      unread\n    }\n  }\n"): (typeof documents)["\n  query Analysis($id: ID!) {\n    getAnalysisById(id: $id) {\n      id\n      title\n      status\n      created_at\n      summary\n      error\n      file {\n        id\n        name\n        size\n      }\n      indicators {\n        biomarker\n        name\n        printed_name\n        result\n        unit\n        reference_range\n        status\n        check\n        other_reading\n      }\n      unread\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalysisQuestions($id: ID!, $biomarker: String!) {\n    getQuestions(id: $id, biomarker: $biomarker) {\n      question\n      answer\n    }\n  }\n"): (typeof documents)["\n  query AnalysisQuestions($id: ID!, $biomarker: String!) {\n    getQuestions(id: $id, biomarker: $biomarker) {\n      question\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAnalysis($id: ID!) {\n    deleteAnalysisById(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAnalysis($id: ID!) {\n    deleteAnalysisById(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentCardFields on Appointment {\n    id\n    status\n    paid\n    payKey\n    created_at\n    price\n    dates {\n      id\n      date\n      sender\n      accepted\n    }\n    plan {\n      id\n      name\n      type\n      duration\n    }\n    doctor {\n      id\n      slug\n      first_name\n      last_name\n      avatar\n      professional_title\n      specialties {\n        id\n        name\n      }\n    }\n    admin_notes {\n      id\n      note\n      kind\n    }\n  }\n"): (typeof documents)["\n  fragment AppointmentCardFields on Appointment {\n    id\n    status\n    paid\n    payKey\n    created_at\n    price\n    dates {\n      id\n      date\n      sender\n      accepted\n    }\n    plan {\n      id\n      name\n      type\n      duration\n    }\n    doctor {\n      id\n      slug\n      first_name\n      last_name\n      avatar\n      professional_title\n      specialties {\n        id\n        name\n      }\n    }\n    admin_notes {\n      id\n      note\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentList($query: AppointmentsQuery) {\n    appointments(query: $query) {\n      total\n      has_more\n      results {\n        ...AppointmentCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppointmentList($query: AppointmentsQuery) {\n    appointments(query: $query) {\n      total\n      has_more\n      results {\n        ...AppointmentCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Appointment($id: ID!) {\n    appointment(id: $id) {\n      ...AppointmentCardFields\n      doctor {\n        timezone\n        working_hours {\n          day\n          start\n          end\n        }\n      }\n      reason\n      links\n      status_reason\n      review {\n        rating\n        comment\n      }\n      files {\n        id\n        sender\n        created_at\n        file {\n          id\n          name\n          url\n        }\n      }\n      reports_file {\n        id\n        file {\n          id\n          name\n          url\n        }\n      }\n      notes {\n        id\n        note\n        sender\n        created_at\n      }\n      report {\n        id\n        report\n        date_report\n      }\n      appointment_translators {\n        id\n        price\n        translator_plan {\n          id\n          lang_1\n          lang_2\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Appointment($id: ID!) {\n    appointment(id: $id) {\n      ...AppointmentCardFields\n      doctor {\n        timezone\n        working_hours {\n          day\n          start\n          end\n        }\n      }\n      reason\n      links\n      status_reason\n      review {\n        rating\n        comment\n      }\n      files {\n        id\n        sender\n        created_at\n        file {\n          id\n          name\n          url\n        }\n      }\n      reports_file {\n        id\n        file {\n          id\n          name\n          url\n        }\n      }\n      notes {\n        id\n        note\n        sender\n        created_at\n      }\n      report {\n        id\n        report\n        date_report\n      }\n      appointment_translators {\n        id\n        price\n        translator_plan {\n          id\n          lang_1\n          lang_2\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendAppointmentNote($id: ID!, $note: String!) {\n    CreateAppointmentNote(id: $id, input: { note: $note }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SendAppointmentNote($id: ID!, $note: String!) {\n    CreateAppointmentNote(id: $id, input: { note: $note }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveAppointmentDate($appointmentId: ID!, $dateId: ID!) {\n    ApproveDate(appointmentId: $appointmentId, dateId: $dateId) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveAppointmentDate($appointmentId: ID!, $dateId: ID!) {\n    ApproveDate(appointmentId: $appointmentId, dateId: $dateId) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAppointmentLinks($id: ID!, $links: [String!]!) {\n    AddLinks(id: $id, input: { links: $links }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddAppointmentLinks($id: ID!, $links: [String!]!) {\n    AddLinks(id: $id, input: { links: $links }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectAppointmentStatus($id: ID!, $status: Int!, $reason: String!) {\n    RejectStatus(id: $id, input: { status: $status, reason: $reason }) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RejectAppointmentStatus($id: ID!, $status: Int!, $reason: String!) {\n    RejectStatus(id: $id, input: { status: $status, reason: $reason }) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAppointment($input: CreateAppointmentInput!) {\n    CreateAppointment(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAppointment($input: CreateAppointmentInput!) {\n    CreateAppointment(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAppointmentDates($id: ID!, $dates: [DateTime!]!) {\n    RequestAppointmentDates(id: $id, input: { dates: $dates }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RequestAppointmentDates($id: ID!, $dates: [DateTime!]!) {\n    RequestAppointmentDates(id: $id, input: { dates: $dates }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReview($input: ReviewInput!) {\n    CreateReview(input: $input) {\n      rating\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReview($input: ReviewInput!) {\n    CreateReview(input: $input) {\n      rating\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TranslatorPlan($lang: String!, $duration: Int) {\n    translatorPlanByLanguage(lang: $lang, duration: $duration) {\n      id\n      price\n      lang_1\n      lang_2\n      duration\n    }\n  }\n"): (typeof documents)["\n  query TranslatorPlan($lang: String!, $duration: Int) {\n    translatorPlanByLanguage(lang: $lang, duration: $duration) {\n      id\n      price\n      lang_1\n      lang_2\n      duration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TranslatorLanguages {\n    languages(pagination: { page: 0, limit: 300 }) {\n      id\n      code\n      name\n      nativeName\n    }\n  }\n"): (typeof documents)["\n  query TranslatorLanguages {\n    languages(pagination: { page: 0, limit: 300 }) {\n      id\n      code\n      name\n      nativeName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTranslator($id: ID!, $translatorPlanId: ID!) {\n    AddTranslatorPlan(id: $id, translator_plan_id: $translatorPlanId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddTranslator($id: ID!, $translatorPlanId: ID!) {\n    AddTranslatorPlan(id: $id, translator_plan_id: $translatorPlanId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAppointmentFiles($id: ID!, $files: [FileRefInput!]!) {\n    CreateAppointmentFile(id: $id, input: { files: $files }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddAppointmentFiles($id: ID!, $files: [FileRefInput!]!) {\n    CreateAppointmentFile(id: $id, input: { files: $files }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TranslationAvailable {\n    translationAvailable\n  }\n"): (typeof documents)["\n  query TranslationAvailable {\n    translationAvailable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TranslateNote($input: TranslateInput!) {\n    translate(input: $input) {\n      body\n    }\n  }\n"): (typeof documents)["\n  mutation TranslateNote($input: TranslateInput!) {\n    translate(input: $input) {\n      body\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpecialtyList($name: String, $visible: Boolean, $lang: String) {\n    specialties(name: $name, visible: $visible, lang: $lang) {\n      id\n      name\n      slug\n      icon\n    }\n  }\n"): (typeof documents)["\n  query SpecialtyList($name: String, $visible: Boolean, $lang: String) {\n    specialties(name: $name, visible: $visible, lang: $lang) {\n      id\n      name\n      slug\n      icon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpecialtyBySlug($slug: String!, $lang: String) {\n    specialtyBySlug(slug: $slug, lang: $lang) {\n      id\n      name\n      slug\n      icon\n    }\n  }\n"): (typeof documents)["\n  query SpecialtyBySlug($slug: String!, $lang: String) {\n    specialtyBySlug(slug: $slug, lang: $lang) {\n      id\n      name\n      slug\n      icon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LanguageCodes {\n    languages(pagination: { page: 0, limit: 300 }) {\n      id\n      code\n      nativeName\n      name\n    }\n  }\n"): (typeof documents)["\n  query LanguageCodes {\n    languages(pagination: { page: 0, limit: 300 }) {\n      id\n      code\n      nativeName\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationList {\n    organizations {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query OrganizationList {\n    organizations {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceList($type: Int, $lang: String, $pagination: PaginationInput) {\n    getServices(type: $type, lang: $lang, pagination: $pagination) {\n      total\n      results {\n        id\n        slug\n        title\n        short_desc\n        type\n        icon\n      }\n    }\n  }\n"): (typeof documents)["\n  query ServiceList($type: Int, $lang: String, $pagination: PaginationInput) {\n    getServices(type: $type, lang: $lang, pagination: $pagination) {\n      total\n      results {\n        id\n        slug\n        title\n        short_desc\n        type\n        icon\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceBySlug($slug: String!, $lang: String) {\n    getServiceBySlug(slug: $slug, lang: $lang) {\n      id\n      slug\n      title\n      subtitle\n      short_desc\n      description\n      text\n      link\n      type\n      icon\n      main_image\n      keywords\n      organization_id\n    }\n  }\n"): (typeof documents)["\n  query ServiceBySlug($slug: String!, $lang: String) {\n    getServiceBySlug(slug: $slug, lang: $lang) {\n      id\n      slug\n      title\n      subtitle\n      short_desc\n      description\n      text\n      link\n      type\n      icon\n      main_image\n      keywords\n      organization_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceDoctorList($query: ServiceDoctorsQuery!) {\n    getServiceBySlugDoctors(query: $query) {\n      total\n      results {\n        ...DoctorCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ServiceDoctorList($query: ServiceDoctorsQuery!) {\n    getServiceBySlugDoctors(query: $query) {\n      total\n      results {\n        ...DoctorCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactRequest($input: ContactUsInput!) {\n    sendContactUsEmail(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactRequest($input: ContactUsInput!) {\n    sendContactUsEmail(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DoctorCardFields on Doctor {\n    id\n    slug\n    first_name\n    last_name\n    avatar\n    professional_title\n    experience_start_date\n    lowestPrice\n    rating\n    reviewCount\n    nextFreeAt\n    languages {\n      id\n      code\n      name\n    }\n    specialties {\n      id\n      name\n      slug\n    }\n    organization {\n      id\n      name\n      image\n    }\n    groups {\n      id\n      group_id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment DoctorCardFields on Doctor {\n    id\n    slug\n    first_name\n    last_name\n    avatar\n    professional_title\n    experience_start_date\n    lowestPrice\n    rating\n    reviewCount\n    nextFreeAt\n    languages {\n      id\n      code\n      name\n    }\n    specialties {\n      id\n      name\n      slug\n    }\n    organization {\n      id\n      name\n      image\n    }\n    groups {\n      id\n      group_id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoctorList($query: DoctorsQuery) {\n    doctors(query: $query) {\n      total\n      results {\n        ...DoctorCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DoctorList($query: DoctorsQuery) {\n    doctors(query: $query) {\n      total\n      results {\n        ...DoctorCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoctorProfile($slug: String!) {\n    doctorBySlug(slug: $slug) {\n      ...DoctorCardFields\n      about\n      cover\n      timezone\n      address\n      working_hours {\n        day\n        start\n        end\n      }\n      plans {\n        id\n        name\n        description\n        features\n        price\n        type\n        type_name\n        duration\n      }\n    }\n  }\n"): (typeof documents)["\n  query DoctorProfile($slug: String!) {\n    doctorBySlug(slug: $slug) {\n      ...DoctorCardFields\n      about\n      cover\n      timezone\n      address\n      working_hours {\n        day\n        start\n        end\n      }\n      plans {\n        id\n        name\n        description\n        features\n        price\n        type\n        type_name\n        duration\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RelatedDoctorList($slug: String!, $limit: Int) {\n    relatedDoctors(slug: $slug, limit: $limit) {\n      id\n      slug\n      first_name\n      last_name\n      avatar\n    }\n  }\n"): (typeof documents)["\n  query RelatedDoctorList($slug: String!, $limit: Int) {\n    relatedDoctors(slug: $slug, limit: $limit) {\n      id\n      slug\n      first_name\n      last_name\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DocumentFolderFields on Folder {\n    id\n    name\n    parent_id\n    updated_at\n    size\n    doctors {\n      id\n      first_name\n      last_name\n      avatar\n    }\n  }\n"): (typeof documents)["\n  fragment DocumentFolderFields on Folder {\n    id\n    name\n    parent_id\n    updated_at\n    size\n    doctors {\n      id\n      first_name\n      last_name\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentsListing($folder_id: ID, $sort_option: Int, $search: String) {\n    getFolders(folder_id: $folder_id, sort_option: $sort_option, search: $search) {\n      folder {\n        ...DocumentFolderFields\n      }\n      path {\n        id\n        name\n      }\n      children {\n        ...DocumentFolderFields\n      }\n      files {\n        id\n        name\n        size\n        mime\n        updated_at\n        folder_id\n      }\n    }\n    getStorageSize {\n      unit\n      used\n      limit\n      percent\n      used_bytes\n      limit_bytes\n      level\n      locked\n    }\n  }\n"): (typeof documents)["\n  query DocumentsListing($folder_id: ID, $sort_option: Int, $search: String) {\n    getFolders(folder_id: $folder_id, sort_option: $sort_option, search: $search) {\n      folder {\n        ...DocumentFolderFields\n      }\n      path {\n        id\n        name\n      }\n      children {\n        ...DocumentFolderFields\n      }\n      files {\n        id\n        name\n        size\n        mime\n        updated_at\n        folder_id\n      }\n    }\n    getStorageSize {\n      unit\n      used\n      limit\n      percent\n      used_bytes\n      limit_bytes\n      level\n      locked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentsRelatedDoctors {\n    getRelatedDoctors {\n      id\n      first_name\n      last_name\n      avatar\n    }\n  }\n"): (typeof documents)["\n  query DocumentsRelatedDoctors {\n    getRelatedDoctors {\n      id\n      first_name\n      last_name\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentAccessLog($folder_id: ID, $file_id: ID) {\n    getAccessLog(folder_id: $folder_id, file_id: $file_id) {\n      id\n      doctor {\n        id\n        first_name\n        last_name\n        avatar\n      }\n      file_id\n      file_name\n      folder_id\n      action\n      at\n    }\n  }\n"): (typeof documents)["\n  query DocumentAccessLog($folder_id: ID, $file_id: ID) {\n    getAccessLog(folder_id: $folder_id, file_id: $file_id) {\n      id\n      doctor {\n        id\n        first_name\n        last_name\n        avatar\n      }\n      file_id\n      file_name\n      folder_id\n      action\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDocumentFolder($name: String!, $parent_id: ID) {\n    createFolder(name: $name, parent_id: $parent_id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDocumentFolder($name: String!, $parent_id: ID) {\n    createFolder(name: $name, parent_id: $parent_id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameDocumentFolder($id: ID!, $input: FolderInput!) {\n    updateFolder(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RenameDocumentFolder($id: ID!, $input: FolderInput!) {\n    updateFolder(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDocumentFolder($id: ID!) {\n    deleteFolder(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDocumentFolder($id: ID!) {\n    deleteFolder(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDocumentFile($id: ID!) {\n    deleteFile(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDocumentFile($id: ID!) {\n    deleteFile(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscardUpload($id: ID!) {\n    discardUpload(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DiscardUpload($id: ID!) {\n    discardUpload(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttachDocumentFiles($file_ids: [ID!]!, $folder_id: ID) {\n    attachFileToFolder(file_ids: $file_ids, folder_id: $folder_id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AttachDocumentFiles($file_ids: [ID!]!, $folder_id: ID) {\n    attachFileToFolder(file_ids: $file_ids, folder_id: $folder_id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareDocumentFolder($folder_id: ID!, $doctor_ids: [ID!]!) {\n    shareFolder(folder_id: $folder_id, doctor_ids: $doctor_ids) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ShareDocumentFolder($folder_id: ID!, $doctor_ids: [ID!]!) {\n    shareFolder(folder_id: $folder_id, doctor_ids: $doctor_ids) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeDocumentFolderAccess($folder_id: ID!, $doctor_ids: [ID!]!) {\n    deleteFolderAccess(folder_id: $folder_id, doctor_ids: $doctor_ids) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeDocumentFolderAccess($folder_id: ID!, $doctor_ids: [ID!]!) {\n    deleteFolderAccess(folder_id: $folder_id, doctor_ids: $doctor_ids) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FastAppointmentFields on FastAppointment {\n    id\n    status\n    created_at\n    note\n    organization_ids\n    notes {\n      id\n      note\n      created_at\n    }\n    files {\n      id\n      name\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment FastAppointmentFields on FastAppointment {\n    id\n    status\n    created_at\n    note\n    organization_ids\n    notes {\n      id\n      note\n      created_at\n    }\n    files {\n      id\n      name\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FastAppointments($pagination: PaginationInput) {\n    getFastAppointments(pagination: $pagination) {\n      total\n      results {\n        ...FastAppointmentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query FastAppointments($pagination: PaginationInput) {\n    getFastAppointments(pagination: $pagination) {\n      total\n      results {\n        ...FastAppointmentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFastAppointment($input: CreateFastAppointmentInput!) {\n    CreateFastAppointment(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFastAppointment($input: CreateFastAppointmentInput!) {\n    CreateFastAppointment(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HealthInfoFields on HealthInfo {\n    height\n    heightUnit\n    weight\n    weightUnit\n    chronic_conditions\n    chronic_conditions_options\n    chronic_conditions_other\n    family_history\n    family_history_options\n    family_history_other\n    allergies\n    allergies_other\n    surgical_history\n    surgical_history_other\n    medication\n    medication_other\n    medication_history\n    medication_history_other\n    vaccination\n    smoke\n    smoke_other\n    alcohol\n    alcohol_other\n    sleep\n    regular_cycle\n    pregnant\n  }\n"): (typeof documents)["\n  fragment HealthInfoFields on HealthInfo {\n    height\n    heightUnit\n    weight\n    weightUnit\n    chronic_conditions\n    chronic_conditions_options\n    chronic_conditions_other\n    family_history\n    family_history_options\n    family_history_other\n    allergies\n    allergies_other\n    surgical_history\n    surgical_history_other\n    medication\n    medication_other\n    medication_history\n    medication_history_other\n    vaccination\n    smoke\n    smoke_other\n    alcohol\n    alcohol_other\n    sleep\n    regular_cycle\n    pregnant\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HealthAnswers {\n    me {\n      id\n      health_info {\n        ...HealthInfoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query HealthAnswers {\n    me {\n      id\n      health_info {\n        ...HealthInfoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($pagination: PaginationInput, $read: Int) {\n    getUserNotifications(pagination: $pagination, read: $read) {\n      total\n      unread_count\n      results {\n        id\n        read\n        created_at\n        body {\n          title\n          body\n          appointmentId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications($pagination: PaginationInput, $read: Int) {\n    getUserNotifications(pagination: $pagination, read: $read) {\n      total\n      unread_count\n      results {\n        id\n        read\n        created_at\n        body {\n          title\n          body\n          appointmentId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRead($id: ID!) {\n    updateRead(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRead($id: ID!) {\n    updateRead(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveNotification($id: ID!) {\n    removeNotification(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveNotification($id: ID!) {\n    removeNotification(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentConfig {\n    paymentConfig {\n      processor\n      publishable_key\n    }\n  }\n"): (typeof documents)["\n  query PaymentConfig {\n    paymentConfig {\n      processor\n      publishable_key\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedCards {\n    getSource {\n      id\n      source\n      is_default\n      source_info {\n        card {\n          brand\n          last4\n          exp_month\n          exp_year\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SavedCards {\n    getSource {\n      id\n      source\n      is_default\n      source_info {\n        card {\n          brand\n          last4\n          exp_month\n          exp_year\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChargePayments($pagination: PaginationInput) {\n    chargePayments(pagination: $pagination) {\n      total\n      data {\n        id\n        created_at\n        amount\n        description\n        discount {\n          price\n          amount\n          percent\n          plan\n        }\n        status\n        receipt_url\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChargePayments($pagination: PaginationInput) {\n    chargePayments(pagination: $pagination) {\n      total\n      data {\n        id\n        created_at\n        amount\n        description\n        discount {\n          price\n          amount\n          percent\n          plan\n        }\n        status\n        receipt_url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayableAppointment($payKey: String!) {\n    appointmentByKey(payKey: $payKey) {\n      id\n      status\n      paid\n      price\n      plan {\n        id\n        name\n        type\n      }\n      doctor {\n        id\n        first_name\n        last_name\n      }\n    }\n  }\n"): (typeof documents)["\n  query PayableAppointment($payKey: String!) {\n    appointmentByKey(payKey: $payKey) {\n      id\n      status\n      paid\n      price\n      plan {\n        id\n        name\n        type\n      }\n      doctor {\n        id\n        first_name\n        last_name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEntitlements {\n    myEntitlements {\n      plan {\n        id\n        name\n        subscribed\n      }\n      features {\n        feature\n        allowed\n        unit\n        limit\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyEntitlements {\n    myEntitlements {\n      plan {\n        id\n        name\n        subscribed\n      }\n      features {\n        feature\n        allowed\n        unit\n        limit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionPlans($pagination: PaginationInput) {\n    getSubscriptions(pagination: $pagination) {\n      total\n      results {\n        id\n        name\n        icon\n        features {\n          id\n          name\n          icon\n          item {\n            value\n            unit\n            options {\n              type\n              limit\n            }\n          }\n        }\n        options {\n          id\n          duration_type\n          price\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionPlans($pagination: PaginationInput) {\n    getSubscriptions(pagination: $pagination) {\n      total\n      results {\n        id\n        name\n        icon\n        features {\n          id\n          name\n          icon\n          item {\n            value\n            unit\n            options {\n              type\n              limit\n            }\n          }\n        }\n        options {\n          id\n          duration_type\n          price\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentAnswerFields on PaymentAnswer {\n    id\n    status\n    redirect_url\n    client_secret\n    error_code\n    decline_code\n  }\n"): (typeof documents)["\n  fragment PaymentAnswerFields on PaymentAnswer {\n    id\n    status\n    redirect_url\n    client_secret\n    error_code\n    decline_code\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayAppointment($input: PayAppointmentInput!) {\n    PayAppointment(input: $input) {\n      ...PaymentAnswerFields\n    }\n  }\n"): (typeof documents)["\n  mutation PayAppointment($input: PayAppointmentInput!) {\n    PayAppointment(input: $input) {\n      ...PaymentAnswerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaySubscription($input: PaySubscriptionInput!) {\n    PaySubscription(input: $input) {\n      ...PaymentAnswerFields\n    }\n  }\n"): (typeof documents)["\n  mutation PaySubscription($input: PaySubscriptionInput!) {\n    PaySubscription(input: $input) {\n      ...PaymentAnswerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPayment($id: ID!) {\n    ConfirmPayment(id: $id) {\n      ...PaymentAnswerFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPayment($id: ID!) {\n    ConfirmPayment(id: $id) {\n      ...PaymentAnswerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSource($source: String!) {\n    createSource(input: { source: $source }) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSource($source: String!) {\n    createSource(input: { source: $source }) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCard($source: String!) {\n    removeCard(input: { source: $source }) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCard($source: String!) {\n    removeCard(input: { source: $source }) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultCard($source: String!) {\n    setDefault(input: { source: $source }) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SetDefaultCard($source: String!) {\n    setDefault(input: { source: $source }) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchSubscriptionPlan($optionId: ID!) {\n    switchSubscriptionPlan(option_id: $optionId) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SwitchSubscriptionPlan($optionId: ID!) {\n    switchSubscriptionPlan(option_id: $optionId) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoctorReportList($statuses: [Int!], $from: DateTime, $to: DateTime, $page: Int!) {\n    appointments(\n      query: { statuses: $statuses, with_report: true, report_from: $from, report_to: $to, pagination: { page: $page, limit: 20 } }\n    ) {\n      has_more\n      results {\n        id\n        created_at\n        dates {\n          date\n          accepted\n        }\n        doctor {\n          first_name\n          last_name\n          specialties {\n            name\n          }\n        }\n        report {\n          id\n          date_report\n        }\n        reports_file {\n          file {\n            name\n            url\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DoctorReportList($statuses: [Int!], $from: DateTime, $to: DateTime, $page: Int!) {\n    appointments(\n      query: { statuses: $statuses, with_report: true, report_from: $from, report_to: $to, pagination: { page: $page, limit: 20 } }\n    ) {\n      has_more\n      results {\n        id\n        created_at\n        dates {\n          date\n          accepted\n        }\n        doctor {\n          first_name\n          last_name\n          specialties {\n            name\n          }\n        }\n        report {\n          id\n          date_report\n        }\n        reports_file {\n          file {\n            name\n            url\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenRoom($id: ID!) {\n    OpenRoom(input: { id: $id }) {\n      redirect_url\n      meetUrl\n      ticket\n    }\n  }\n"): (typeof documents)["\n  mutation OpenRoom($id: ID!) {\n    OpenRoom(input: { id: $id }) {\n      redirect_url\n      meetUrl\n      ticket\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientProfileFields on User {\n    id\n    first_name\n    last_name\n    phone\n    phoneVerify\n    gender\n    date_of_birth\n    timezone\n    avatar\n    address\n    city\n    country\n    lang\n  }\n"): (typeof documents)["\n  fragment PatientProfileFields on User {\n    id\n    first_name\n    last_name\n    phone\n    phoneVerify\n    gender\n    date_of_birth\n    timezone\n    avatar\n    address\n    city\n    country\n    lang\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      ...PatientProfileFields\n      email\n      created_at\n      emailVerify\n      languages {\n        id\n        code\n        name\n        nativeName\n      }\n      settings {\n        auth2fa\n        activity_sync\n      }\n      subscribe {\n        subscription_id\n        name\n        duration_type\n        expiration_date\n        auto_renew_status\n        next_duration_type\n      }\n      unread_notifications\n    }\n    nearestAppointment {\n      appointment_id\n      date\n      status\n      paid\n      plan {\n        name\n        type\n      }\n      doctor {\n        first_name\n        last_name\n        avatar\n      }\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      ...PatientProfileFields\n      email\n      created_at\n      emailVerify\n      languages {\n        id\n        code\n        name\n        nativeName\n      }\n      settings {\n        auth2fa\n        activity_sync\n      }\n      subscribe {\n        subscription_id\n        name\n        duration_type\n        expiration_date\n        auto_renew_status\n        next_duration_type\n      }\n      unread_notifications\n    }\n    nearestAppointment {\n      appointment_id\n      date\n      status\n      paid\n      plan {\n        name\n        type\n      }\n      doctor {\n        first_name\n        last_name\n        avatar\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;