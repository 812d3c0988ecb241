/** A person's CPF and cellphone as staff read them (spec §5 masks), from the digits the API keeps. */
export const formatCpf = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");
export const formatCellphone = (digits: string) => digits.replace(/^(\d{2})(\d{4,5})(\d{4})$/, "($1) $2-$3");
