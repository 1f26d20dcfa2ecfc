/// A small object that stands for another one's lifetime: it knows the object's address
/// until the object's `deinit` ends it, and `nil` from then on.
///
/// References that must not keep their object alive (a constraint's items, a weak-keyed
/// table's keys, the engine's lists of views) hold the object's token strongly instead
/// of the object weakly. A weakly referenced Swift object gets a side table, and every
/// retain and release of it then takes the runtime's slow path; a token costs one small
/// allocation per object, and reading through it one more load. The object ends its
/// token at the start of its `deinit`, before its memory can be reused, so a reference
/// read through a token is the live object or `nil`, never a dangling pointer.
///
/// ```swift
/// final class Thing: LifetimeTracked {
///     let lifetimeToken = LifetimeToken()
///     init() { lifetimeToken.begin(self) }
///     deinit { lifetimeToken.end() }
/// }
/// ```
final class LifetimeToken {
    /// The object's address while it lives.
    @exclusivity(unchecked) private(set) var address: UnsafeMutableRawPointer?

    init() {}

    /// Points the token at its object (once, at the end of the object's initialisation).
    func begin(_ object: AnyObject) {
        address = Unmanaged.passUnretained(object).toOpaque()
    }

    /// The object is going away: from now on the token reads `nil`.
    func end() { address = nil }

    /// Whether the object is alive.
    @inline(__always)
    var isAlive: Bool { address != nil }

    /// The object, if it is alive, as `Object` (the type the token was made for; not
    /// checked).
    @inline(__always)
    func object<Object: AnyObject>(as type: Object.Type) -> Object? {
        guard let address else { return nil }
        return Unmanaged<Object>.fromOpaque(address).takeUnretainedValue()
    }
}

/// An object whose lifetime a ``LifetimeToken`` tracks: it creates the token, begins it
/// once initialised and ends it first thing in its `deinit`.
protocol LifetimeTracked: AnyObject {
    var lifetimeToken: LifetimeToken { get }
}

/// A reference that does not keep its object alive and reads `nil` once the object is
/// gone, as `weak var` does, through the object's ``LifetimeToken`` (see there for why).
///
/// ```swift
/// @Unretained var installedView: View?
/// ```
@propertyWrapper
struct Unretained<Object: LifetimeTracked> {
    private var token: LifetimeToken?

    init(wrappedValue: Object?) {
        token = wrappedValue?.lifetimeToken
    }

    @inline(__always)
    var wrappedValue: Object? {
        get { token?.object(as: Object.self) }
        set { token = newValue?.lifetimeToken }
    }

    /// The reference itself, for comparisons that need not load the object.
    var projectedValue: Self { self }

    /// Whether this refers to `object` (alive): an identity test without loading or
    /// retaining anything.
    @inline(__always)
    func refers(to object: Object) -> Bool { token === object.lifetimeToken }

    /// Whether the reference is set and its object alive.
    @inline(__always)
    var isAlive: Bool { token?.isAlive ?? false }
}
