/**
 * The back-office's Spanish answers to a save it refuses, and the audit log's, shared by the mocks
 * and the server (one copy: a screen shows the same words whichever backend answered).
 */
export const ADMIN_MESSAGES = {
  packageTitleRequired: 'Escribe el nombre del paquete.',
  packagePriceInvalid: 'El precio del paquete no es válido.',
  packageClassAmountInvalid: 'La cantidad de clases no es válida.',
  packageLimitInvalid: 'El límite por cliente no es válido.',
  discountCodeRequired: 'Escribe el código del descuento.',
  discountAmountInvalid: 'El monto del descuento no es válido.',
  discountCodeTaken: 'Ya existe un descuento con ese código.',
  paymentMethodNameRequired: 'Escribe el nombre del método de pago.',
  paymentMethodNotFound: 'Método de pago no encontrado.',
  locationNameRequired: 'Debes ingresar el nombre de la ubicación.',
  instructorNameRequired: 'El nombre del coach es obligatorio.',
  birthdateInvalid: 'La fecha de nacimiento debe tener el formato AAAA-MM-DD.',
  spotMapInvalid:
    'El mapa de lugares debe ser la cantidad de lugares de cada fila separada por comas, por ejemplo "4,5,5".',
  fileMissing: 'El archivo no existe.',
  /** `what` completes it: "de la categoría", "del tipo de clase". */
  nameRequired: (what: string) => `El nombre ${what} es obligatorio.`,
  /** A delete the database refuses because other records still point at the row (classes at a location). */
  inUse: 'No se puede eliminar: hay clases u otros registros que lo usan.',
  pageSlugRequired: 'Debes agregar el slug de la página.',
  pageTitleRequired: 'Debes agregar el título de la página.',
  pageSlugTaken: 'Ya existe una página con ese slug.',
  pageNotFound: 'Lo sentimos, hubo un error al mostrar este contenido.',
  announcementTitleRequired: 'El aviso necesita un título.',
  announcementNotFound: 'Aviso no encontrado.',
  formFieldsRequired: 'Debes agregar los campos del formulario.',
  formFieldRepeated: (key: string) => `El campo ${key} está repetido.`,
  formNotFound: 'Formulario no encontrado.',
  customFieldKeyInvalid: 'La clave debe empezar con una letra y usar minúsculas, números o _.',
  objectRequired: 'Indica el tipo de objeto.',
  customFieldTaken: (key: string, object: string) => `Ya existe un campo ${key} para ${object}.`,
  customFieldOptionsRequired: 'Agrega al menos una opción.',
  customFieldNotFound: 'No encontramos ese campo.',
  spotMapGridInvalid: 'Las filas y columnas deben ser números enteros positivos.',
  spotMapSpotsInvalid: 'El mapa de lugares no es válido: cada lugar necesita label y selectable.',
  spotMapNotFound: 'Mapa de lugares no encontrado.',
  auditEntryNotFound: 'No encontramos ese cambio.',
  auditReverted: 'Cambio deshecho.',
  auditNotSimple: 'Solo se puede deshacer un cambio de valores, no un alta ni una baja.',
  auditAlreadyReverted: 'Este cambio ya se deshizo.',
  auditDataChanged: 'Los datos cambiaron después de este cambio; ya no se puede deshacer.',
} as const;

/** "Falta class_package_id.": a PUT must name the record it changes (the screens' save rule). */
export const missingId = (field: string) => `Falta ${field}.`;
